// FLAGS: --allow-unregistered-dialect -canonicalize
// Constant offsets and sizes of slices become static.
func.func @f(%t: tensor<?x?xf32>, %s: tensor<?x2xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract_slice %t[%c1, %c0] [%c3, %c3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[%c0, %c0] [1, %c3] [1, %c1] : tensor<?x?xf32> to tensor<?xf32>
  %i = tensor.insert_slice %s into %t[%c0, %c1] [%c3, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
  return %a, %b, %i : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>
}
