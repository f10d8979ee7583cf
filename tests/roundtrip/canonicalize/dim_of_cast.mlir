// FLAGS: -canonicalize
// The size of a cast tensor along a dimension not known statically is asked
// of the cast's source, also when the cast makes other dimensions static
// (the cast then has no user left and goes).
func.func @unknown_dim(%x: tensor<?x?xf32>, %i: index) -> index {
  %c = tensor.cast %x : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %c, %i : tensor<4x?xf32>
  return %d : index
}

func.func @cast_kept_for_other_user(%x: tensor<?x8xf32>, %i: index) -> (index, tensor<?x?xf32>) {
  %c = tensor.cast %x : tensor<?x8xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %i : tensor<?x?xf32>
  return %d, %c : index, tensor<?x?xf32>
}

func.func @static_dim_folds(%x: tensor<?xf32>) -> index {
  %zero = arith.constant 0 : index
  %c = tensor.cast %x : tensor<?xf32> to tensor<5xf32>
  %d = tensor.dim %c, %zero : tensor<5xf32>
  return %d : index
}
