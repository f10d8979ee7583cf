// FLAGS: -empty-tensor-to-alloc-tensor
// Every tensor.empty becomes an alloc_tensor; the greedy driver also folds
// constants and erases dead ops (including unused empty tensors).
func.func @f(%n: index) -> (tensor<?x4xf32>, tensor<4x?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %dead = arith.muli %n, %n : index
  %e = tensor.empty(%s) : tensor<?x4xf32>
  %u = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty(%n) : tensor<4x?xf32>
  return %e, %e2 : tensor<?x4xf32>, tensor<4x?xf32>
}
func.func @nested(%b: i1, %n: index) -> tensor<?xf32> {
  %r = scf.if %b -> tensor<?xf32> {
    %e = tensor.empty(%n) : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  } else {
    %c = arith.constant 0.0 : f32
    %e = tensor.empty(%n) : tensor<?xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @encoded() -> tensor<2x3xi8, "enc"> {
  %e = tensor.empty() : tensor<2x3xi8, "enc">
  return %e : tensor<2x3xi8, "enc">
}
