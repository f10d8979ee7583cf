// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A call passes a space-1 argument to a callee whose parameter is in the
// default space: the reallocation is located at the caller's argument.
func.func @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @caller(%f: f32,
                  %m: memref<4xf32, 1>) -> tensor<4xf32> {
  %a = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  %r = call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
