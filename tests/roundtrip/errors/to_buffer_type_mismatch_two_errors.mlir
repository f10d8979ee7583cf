// to_tensor and to_buffer report a failed type match twice: the predicate's own reason (here the
// element types), then the constraint it belongs to.
func.func @f(%m: memref<2x3xi32>) -> tensor<2x3xf32> {
  %0 = bufferization.to_tensor %m : memref<2x3xi32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
