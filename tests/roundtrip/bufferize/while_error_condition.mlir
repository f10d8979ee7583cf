// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @w_swapped(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
