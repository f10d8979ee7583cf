// FLAGS: -canonicalize
// Identity transposes fold on tensors, transposes of transposes compose,
// and broadcasts adding no dimension forward their input.
func.func @transposes(%a: tensor<2x3x4xf32>, %e1: tensor<3x4x2xf32>, %e2: tensor<4x2x3xf32>, %e3: tensor<2x3x4xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>, tensor<2x3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%e2 : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  %2 = linalg.transpose ins(%1 : tensor<4x2x3xf32>) outs(%e3 : tensor<2x3x4xf32>) permutation = [1, 2, 0]
  %3 = linalg.transpose ins(%b : tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) permutation = [0, 1]
  return %1, %2, %3 : tensor<4x2x3xf32>, tensor<2x3x4xf32>, tensor<2x3xf32>
}
func.func @transpose_buffers(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %c: memref<3x2xf32>, %d: memref<2x3xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%b : memref<2x3xf32>) permutation = [0, 1]
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%c : memref<3x2xf32>) permutation = [1, 0]
  linalg.transpose ins(%c : memref<3x2xf32>) outs(%d : memref<2x3xf32>) permutation = [1, 0]
  return
}
func.func @broadcasts(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<?x3xf32>, %d: tensor<2x5x3xf32>) -> (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x5x3xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) dimensions = []
  %1 = linalg.broadcast ins(%c : tensor<?x3xf32>) outs(%c : tensor<?x3xf32>) dimensions = []
  %2 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%d : tensor<2x5x3xf32>) dimensions = [1]
  return %0, %1, %2 : tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x5x3xf32>
}
func.func @broadcast_buffers(%a: memref<2x3xf32>, %b: memref<2x3xf32>) {
  linalg.broadcast ins(%a : memref<2x3xf32>) outs(%a : memref<2x3xf32>) dimensions = []
  linalg.broadcast ins(%a : memref<2x3xf32>) outs(%b : memref<2x3xf32>) dimensions = []
  return
}
