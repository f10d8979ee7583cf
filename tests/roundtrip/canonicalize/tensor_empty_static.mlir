// FLAGS: --allow-unregistered-dialect -canonicalize
// Constant sizes of tensor.empty become static, and dims of empty fold.
func.func @f(%n: index) -> (tensor<?x?x?xf32>, index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%c2, %n, %c5) : tensor<?x?x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %e, %c1 : tensor<?x?x?xf32>
  return %e, %d : tensor<?x?x?xf32>, index
}
