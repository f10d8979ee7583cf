// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// scf.execute_region and scf.index_switch producing tensors: one case yields a fresh tensor, one
// an updated argument, one a constant.
func.func @switch(%k: index, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  case 1 {
    %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  default {
    %cst = arith.constant dense<2.0> : tensor<4xf32>
    scf.yield %cst : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @region(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.execute_region -> tensor<4xf32> {
    %w = tensor.insert %v into %t[%c1] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
