// FLAGS: -buffer-deallocation-simplification
func.func @always_true(%a: memref<2xf32>, %b: memref<2xf32>) -> (i1, i1) {
  %t = arith.constant true
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%t, %t) retain (%a, %b : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
