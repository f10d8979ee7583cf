// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// Out-of-place writes into the results of a transpose and a broadcast. The
// new buffers take their sizes from the ops' reified result shapes: a
// transposed dimension comes from the permuted input dimension, and a
// broadcast dimension, which no input gives, from the init.
func.func @transposed(%in: tensor<?x?x4xf32>, %init: tensor<4x?x?xf32>) -> (tensor<4x?x?xf32>, tensor<4x?x?xf32>) {
  %t = linalg.transpose ins(%in : tensor<?x?x4xf32>) outs(%init : tensor<4x?x?xf32>) permutation = [2, 0, 1]
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  return %t, %f : tensor<4x?x?xf32>, tensor<4x?x?xf32>
}

func.func @broadcasted(%in: tensor<?xf32>, %init: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %b = linalg.broadcast ins(%in : tensor<?xf32>) outs(%init : tensor<?x?xf32>) dimensions = [0]
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %b, %f : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @static_transpose(%in: tensor<2x3xf32>, %init: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %t = linalg.transpose ins(%in : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %t, %f : tensor<3x2xf32>, tensor<3x2xf32>
}
