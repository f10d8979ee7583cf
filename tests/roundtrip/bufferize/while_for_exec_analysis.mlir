// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @nested(%t: tensor<16xf32>, %n: index, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<16xf32>) -> (index, tensor<16xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %a : index, tensor<16xf32>
  } do {
  ^bb0(%j: index, %b: tensor<16xf32>):
    %x = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %b) -> (tensor<16xf32>) {
      %s = tensor.extract_slice %acc[%k] [4] [1] : tensor<16xf32> to tensor<4xf32>
      %fill = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
      %ins = tensor.insert_slice %fill into %acc[%k] [4] [1] : tensor<4xf32> into tensor<16xf32>
      scf.yield %ins : tensor<16xf32>
    }
    %y = scf.execute_region -> tensor<16xf32> {
      %z = tensor.insert %f into %x[%j] : tensor<16xf32>
      scf.yield %z : tensor<16xf32>
    }
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %y : index, tensor<16xf32>
  }
  return %r#1 : tensor<16xf32>
}
