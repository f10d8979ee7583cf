// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
func.func @w(%t: tensor<4xf32> {bufferization.writable = false}, %u: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %u[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
