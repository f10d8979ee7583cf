// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// The returned buffer lives in memory space 1 and the result type is in the
// default space, so it is reallocated with the result's strided layout, which
// memref.alloc rejects. The error names the op that made the buffer.
func.func @insert_out_of_place(%m: memref<4xf32, 1>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {
  %a = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  %b = tensor.insert %v into %a[%i] : tensor<4xf32>
  %r = tensor.extract %a[%i] : tensor<4xf32>
  return %b, %r : tensor<4xf32>, f32
}
