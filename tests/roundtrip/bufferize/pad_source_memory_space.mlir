// FLAGS: -one-shot-bufferize
// The buffer of a padded tensor is allocated in the memory space of the
// buffer being padded, not in the default one.
func.func @pad_space_one(%m: memref<4xf32, 1>, %i: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %a = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%j: index):
    tensor.yield %one : f32
  } : tensor<4xf32> to tensor<6xf32>
  %r = tensor.extract %p[%i] : tensor<6xf32>
  return %r : f32
}

func.func @pad_dynamic_space_two(%m: memref<?x3xf32, 2>, %i: index, %h: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %a = bufferization.to_tensor %m restrict : memref<?x3xf32, 2> to tensor<?x3xf32>
  %p = tensor.pad %a low[0, 1] high[%h, 1] {
  ^bb0(%j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<?x3xf32> to tensor<?x5xf32>
  %r = tensor.extract %p[%i, %i] : tensor<?x5xf32>
  return %r : f32
}
