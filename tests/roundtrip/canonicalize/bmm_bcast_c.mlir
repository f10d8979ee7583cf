// FLAGS: -canonicalize
// batched matmul where the right operand is broadcast over the batch and the left is transposed
func.func @bmm(%a: tensor<4x3x5xf32>, %w: tensor<3x6xf32>) -> tensor<4x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %t0 = tensor.empty() : tensor<4x5x3xf32>
  %at = linalg.transpose ins(%a : tensor<4x3x5xf32>) outs(%t0 : tensor<4x5x3xf32>) permutation = [0, 2, 1]
  %b0 = tensor.empty() : tensor<4x3x6xf32>
  %wb = linalg.broadcast ins(%w : tensor<3x6xf32>) outs(%b0 : tensor<4x3x6xf32>) dimensions = [0]
  %o = tensor.empty() : tensor<4x5x6xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  %r = linalg.batch_matmul ins(%at, %wb : tensor<4x5x3xf32>, tensor<4x3x6xf32>) outs(%of : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  return %r : tensor<4x5x6xf32>
}
