// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
func.func @views(%t: tensor<4x6xf32>, %s: tensor<2xindex>, %f: f32) -> (tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x?xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
  %2 = tensor.reshape %0(%s) : (tensor<24xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %a = bufferization.alloc_tensor() : tensor<1x1xf32>
  %w = tensor.insert %f into %a[%c0, %c0] : tensor<1x1xf32>
  %3 = tensor.collapse_shape %w [] : tensor<1x1xf32> into tensor<f32>
  return %0, %1, %2, %3 : tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x?xf32>, tensor<f32>
}
