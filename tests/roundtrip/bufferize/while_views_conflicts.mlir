// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @conf(%t: tensor<4xf32>, %f: f32, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %a : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %b: tensor<4xf32>):
    %x = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x : index, tensor<4xf32>
  }
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %w = tensor.insert %f into %e[%c0, %c0] : tensor<2x2xf32>
  %v = tensor.collapse_shape %w [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %r#1, %v : tensor<4xf32>, tensor<4xf32>
}
