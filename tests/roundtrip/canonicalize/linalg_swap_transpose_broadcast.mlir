// FLAGS: -canonicalize
// Transposing the only use of a tensor broadcast transposes the broadcast
// input instead (into a new empty tensor, dynamic sizes read with tensor.dim)
// and broadcasts the result; the new broadcast dimensions keep the old order
// even when unsorted. Other uses and buffers keep the pair.
func.func @swap(%a: tensor<2x3xf32>, %e1: tensor<2x5x3xf32>, %e2: tensor<3x5x2xf32>) -> tensor<3x5x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%e1 : tensor<2x5x3xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%0 : tensor<2x5x3xf32>) outs(%e2 : tensor<3x5x2xf32>) permutation = [2, 1, 0]
  return %1 : tensor<3x5x2xf32>
}
func.func @swap_unsorted(%a: tensor<4xf32>, %e1: tensor<2x4x3xf32>, %e2: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%e1 : tensor<2x4x3xf32>) dimensions = [0, 2]
  %1 = linalg.transpose ins(%0 : tensor<2x4x3xf32>) outs(%e2 : tensor<4x3x2xf32>) permutation = [1, 2, 0]
  return %1 : tensor<4x3x2xf32>
}
func.func @swap_dyn(%a: tensor<?x3x?xf32>, %e1: tensor<?x3x5x?xf32>, %e2: tensor<?x?x5x3xf32>) -> tensor<?x?x5x3xf32> {
  %0 = linalg.broadcast ins(%a : tensor<?x3x?xf32>) outs(%e1 : tensor<?x3x5x?xf32>) dimensions = [2]
  %1 = linalg.transpose ins(%0 : tensor<?x3x5x?xf32>) outs(%e2 : tensor<?x?x5x3xf32>) permutation = [3, 0, 2, 1]
  return %1 : tensor<?x?x5x3xf32>
}
func.func @swap_two_uses(%a: tensor<2x3xf32>, %e1: tensor<2x5x3xf32>, %e2: tensor<3x5x2xf32>) -> (tensor<3x5x2xf32>, tensor<2x5x3xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%e1 : tensor<2x5x3xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%0 : tensor<2x5x3xf32>) outs(%e2 : tensor<3x5x2xf32>) permutation = [2, 1, 0]
  return %1, %0 : tensor<3x5x2xf32>, tensor<2x5x3xf32>
}
func.func @swap_memref(%a: memref<2x3xf32>, %e1: memref<2x5x3xf32>, %e2: memref<3x5x2xf32>) {
  linalg.broadcast ins(%a : memref<2x3xf32>) outs(%e1 : memref<2x5x3xf32>) dimensions = [1]
  linalg.transpose ins(%e1 : memref<2x5x3xf32>) outs(%e2 : memref<3x5x2xf32>) permutation = [2, 1, 0]
  return
}
