// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// Module bufferization stops at a nested module: its function keeps its
// tensors, untouched, and the deallocation pipeline has nothing to do there.
module {
  module @inner {
    func.func @leaf(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
      %c0 = arith.constant 0 : index
      %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
      return %r : tensor<4xf32>
    }
  }
  func.func @top(%t: tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %z = arith.constant 0.0 : f32
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    return %f : tensor<4xf32>
  }
}
