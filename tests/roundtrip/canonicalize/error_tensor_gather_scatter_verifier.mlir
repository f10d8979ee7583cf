// FLAGS: -canonicalize
// Gather and scatter verification: the indexed dimensions (non-empty,
// in range, strictly increasing, one per entry of the indices' last
// dimension), and the gathered slice type, full or rank-reduced, keeping the
// indexed tensor's encoding. Each failing function reports its first error.
func.func @gather_result(%c: tensor<4x4xf32>, %i: tensor<1x2x1xindex>) -> tensor<1x2x1xf32> {
  %1 = tensor.gather %c[%i] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return %1 : tensor<1x2x1xf32>
}
func.func @gather_ok(%c: tensor<4x?xf32>, %i: tensor<1x2x1xindex>) -> (tensor<1x2x1x?xf32>, tensor<1x2x?xf32>) {
  %1 = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x?xf32>
  %2 = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<1x2x?xf32>
  return %1, %2 : tensor<1x2x1x?xf32>, tensor<1x2x?xf32>
}
func.func @gather_len(%c: tensor<4x4xf32>, %i: tensor<2x2xindex>) -> tensor<2x1x4xf32> {
  %1 = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x4xf32>
  return %1 : tensor<2x1x4xf32>
}
func.func @gather_order(%c: tensor<4x4xf32>, %i: tensor<2x2xindex>) -> tensor<2x1x1xf32> {
  %1 = tensor.gather %c[%i] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return %1 : tensor<2x1x1xf32>
}
func.func @gather_range(%c: tensor<4x4xf32>, %i: tensor<2x1xindex>) -> tensor<2x4x1xf32> {
  %1 = tensor.gather %c[%i] gather_dims([2]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4x1xf32>
  return %1 : tensor<2x4x1xf32>
}
func.func @gather_overflow(%c: tensor<4xf32>, %i: tensor<2x2xindex>) -> tensor<2x1xf32> {
  %1 = tensor.gather %c[%i] gather_dims([0, 1]) : (tensor<4xf32>, tensor<2x2xindex>) -> tensor<2x1xf32>
  return %1 : tensor<2x1xf32>
}
func.func @scatter_source(%s: tensor<1x2x1xf32>, %d: tensor<4x4xf32>, %i: tensor<1x2x1xindex>) -> tensor<4x4xf32> {
  %1 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<1x2x1xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @scatter_ok(%s: tensor<1x2x4xf32>, %d: tensor<4x4xf32>, %i: tensor<1x2x1xindex>) -> tensor<4x4xf32> {
  %1 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<1x2x4xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @scatter_dims_neg(%s: tensor<1x2x4xf32>, %d: tensor<4x4xf32>, %i: tensor<1x2x1xindex>) -> tensor<4x4xf32> {
  %1 = tensor.scatter %s into %d[%i] scatter_dims([-1]) unique : (tensor<1x2x4xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @gather_enc(%c: tensor<4x4xf32, "e">, %i: tensor<2x1xindex>) -> tensor<2x4xf32> {
  %1 = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x4xf32, "e">, tensor<2x1xindex>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
