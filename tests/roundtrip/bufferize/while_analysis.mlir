// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @w(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %a : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %b: tensor<4xf32>):
    %x = tensor.insert %f into %b[%c0] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x : index, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
func.func @w_read(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %e = tensor.extract %a[%c0] : tensor<4xf32>
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %a : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %b: tensor<4xf32>):
    %x = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x : index, tensor<4xf32>
  }
  %e2 = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#1, %e2 : tensor<4xf32>, f32
}
func.func @w_swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %a, %b : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
