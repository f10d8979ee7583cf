// FLAGS: -canonicalize
// A cast of an empty tensor to a more static type is an empty tensor of that
// type, keeping the sizes of dimensions that stay dynamic; the copy of such a
// cast then copies the new empty tensor.
func.func @casts(%n: index, %m: index) -> (tensor<4xf32>, tensor<4x?xf32>, tensor<?x3xf32>, tensor<3x?xf32>) {
  %a = tensor.empty(%n) : tensor<?xf32>
  %ac = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  %b = tensor.empty(%n, %m) : tensor<?x?xf32>
  %bc = tensor.cast %b : tensor<?x?xf32> to tensor<4x?xf32>
  %c = tensor.empty(%n) : tensor<?x3xf32>
  %cc = tensor.cast %c : tensor<?x3xf32> to tensor<?x3xf32>
  %d = tensor.empty(%m) : tensor<3x?xf32>
  %dc = tensor.cast %d : tensor<3x?xf32> to tensor<?x?xf32>
  %dd = tensor.cast %dc : tensor<?x?xf32> to tensor<3x?xf32>
  return %ac, %bc, %cc, %dd : tensor<4xf32>, tensor<4x?xf32>, tensor<?x3xf32>, tensor<3x?xf32>
}

func.func @copied(%n: index) -> tensor<4xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %c = tensor.cast %e : tensor<?xf32> to tensor<4xf32>
  %a = bufferization.alloc_tensor() copy(%c) : tensor<4xf32>
  return %a : tensor<4xf32>
}
