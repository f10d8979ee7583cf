// FLAGS: -one-shot-bufferize
// Conflicts are resolved in the root module's own symbol scope only: the
// function of the nested module is bufferized without the copy its write into
// an argument would otherwise get (as mlir-opt 22 does); with function
// boundaries it is left alone.
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
