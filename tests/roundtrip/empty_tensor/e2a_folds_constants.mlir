// FLAGS: -empty-tensor-to-alloc-tensor
// Besides the rewrite, the greedy driver folds ops and uniques constants:
// the folded values and the constants already present end up as one set at
// the top of the function.
func.func @f(%a: index, %c: i1) -> (index, index, index, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.if %c -> index {
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %x = arith.addi %c5, %c2 : index
    scf.yield %x : index
  } else {
    %c9 = arith.constant 9 : index
    scf.yield %c9 : index
  }
  %c2 = arith.constant 2 : index
  %y = arith.addi %c1, %c2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %z = arith.muli %c7, %c1 : index
  return %y, %z, %r, %e : index, index, index, tensor<4xf32>
}
