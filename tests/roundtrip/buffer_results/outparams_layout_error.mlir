// FLAGS: -buffer-results-to-out-params
// Only identity and fully dynamic layouts can become out-parameters.
func.func private @f(%a: memref<8xf32>) -> memref<4xf32, strided<[2], offset: ?>> {
  %s = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %c = memref.cast %s : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2], offset: ?>>
  return %c : memref<4xf32, strided<[2], offset: ?>>
}
