// FLAGS: -eliminate-empty-tensors
// No insertion point dominates the user: the definitions of the offsets are
// moved before it (in the order the values are needed), unless they have
// side effects, depend on the user, or live in another block.
func.func @moved(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %j = arith.addi %i, %i : index
  %k = arith.muli %j, %i : index
  %r = tensor.insert_slice %f into %t[%k][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @moved_order(%t: tensor<10x10xf32>, %i: index) -> tensor<10x10xf32> {
  %e = tensor.empty() : tensor<5x5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5x5xf32>) -> tensor<5x5xf32>
  %b = arith.addi %i, %i : index
  %a = arith.muli %i, %i : index
  %r = tensor.insert_slice %f into %t[%a, %b][5, 5][1, 1] : tensor<5x5xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}
func.func @depends_on_user(%t: tensor<10xf32>) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %f, %c0 : tensor<5xf32>
  %r = tensor.insert_slice %f into %t[%d][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @side_effect(%t: tensor<10xf32>, %m: memref<index>) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %d = memref.load %m[] : memref<index>
  %r = tensor.insert_slice %f into %t[%d][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @other_block(%t: tensor<10xf32>, %i: index, %b: i1) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = scf.if %b -> tensor<10xf32> {
    %d = arith.addi %i, %i : index
    %r1 = tensor.insert_slice %f into %t[%d][5][1] : tensor<5xf32> into tensor<10xf32>
    scf.yield %r1 : tensor<10xf32>
  } else {
    scf.yield %t : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}
