// FLAGS: -buffer-results-to-out-params
// A 1-D strided layout with unit stride and offset 0 is the identity map, so
// the result becomes an out parameter; other static strided layouts are not.
func.func private @sub(%a: memref<4xf32>) -> memref<2xf32, strided<[1]>> {
  %s = memref.subview %a[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return %s : memref<2xf32, strided<[1]>>
}
func.func private @same(%a: memref<2xf32, strided<[1], offset: 0>>) -> (i1, memref<2xf32, strided<[1], offset: 0>>) {
  %t = arith.constant true
  return %t, %a : i1, memref<2xf32, strided<[1], offset: 0>>
}
