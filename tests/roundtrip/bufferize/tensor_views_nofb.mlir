// FLAGS: -one-shot-bufferize
func.func @collapse(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @collapse_write(%t: tensor<2x3xf32>, %f: f32) -> (tensor<6xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<6xf32>
  %2 = tensor.extract %t[%c0, %c0] : tensor<2x3xf32>
  return %1, %2 : tensor<6xf32>, f32
}
func.func @expand(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @collapse_slice(%t: tensor<8x8xf32>, %i: index) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @collapse0d(%t: tensor<1x1xf32>) -> tensor<f32> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  return %0 : tensor<f32>
}
func.func @expand_slice(%t: tensor<8x8xf32>, %i: index) -> tensor<2x2x4xf32> {
  %s = tensor.extract_slice %t[%i, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %0 = tensor.expand_shape %s [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  return %0 : tensor<2x2x4xf32>
}
func.func @reshape(%t: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @splat(%f: f32, %n: index) -> (tensor<4xf32>, tensor<?x4xf32>) {
  %0 = tensor.splat %f : tensor<4xf32>
  %1 = tensor.splat %f[%n] : tensor<?x4xf32>
  return %0, %1 : tensor<4xf32>, tensor<?x4xf32>
}
func.func @rank(%t: tensor<*xf32>) -> index {
  %0 = tensor.rank %t : tensor<*xf32>
  return %0 : index
}
func.func @concat1(%a: tensor<2x4xf32>, %b: tensor<2x3xf32>) -> tensor<2x7xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}
