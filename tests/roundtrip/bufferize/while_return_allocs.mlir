// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
func.func @w_new(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %x = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
