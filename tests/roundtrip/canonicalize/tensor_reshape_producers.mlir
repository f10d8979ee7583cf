// FLAGS: -canonicalize
// collapse_shape / expand_shape of splats and from_elements, of casts that
// only drop static sizes, and expand_shape with constant output sizes
// behind such a cast.
func.func @of_splat(%s: f32, %n: index) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<?x3xf32>) {
  %c = tensor.splat %s : tensor<6xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %d = tensor.splat %s : tensor<2x3xf32>
  %1 = tensor.collapse_shape %d [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.splat %s[%n] : tensor<?xf32>
  %2 = tensor.expand_shape %e [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<6xf32>, tensor<?x3xf32>
}
func.func @of_from_elements(%a: f32, %b: f32) -> (tensor<2xf32>, tensor<1x2xf32>, tensor<f32>) {
  %c = tensor.from_elements %a, %b : tensor<1x2xf32>
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
  %d = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.expand_shape %d [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  %e = tensor.from_elements %a : tensor<1x1xf32>
  %2 = tensor.collapse_shape %e [] : tensor<1x1xf32> into tensor<f32>
  return %0, %1, %2 : tensor<2xf32>, tensor<1x2xf32>, tensor<f32>
}
func.func @collapse_of_cast(%a: tensor<2x3x4xf32>, %b: tensor<2x?x4xf32>, %c: tensor<?x?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<24xf32>, tensor<?x?xf32>) {
  %0 = tensor.cast %a : tensor<2x3x4xf32> to tensor<?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %2 = tensor.cast %b : tensor<2x?x4xf32> to tensor<?x?x4xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %4 = tensor.cast %a : tensor<2x3x4xf32> to tensor<2x?x4xf32>
  %5 = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<2x?x4xf32> into tensor<?xf32>
  %6 = tensor.cast %5 : tensor<?xf32> to tensor<24xf32>
  // A cast that adds static sizes does not fold.
  %7 = tensor.cast %c : tensor<?x?x4xf32> to tensor<2x?x4xf32>
  %8 = tensor.collapse_shape %7 [[0], [1, 2]] : tensor<2x?x4xf32> into tensor<2x?xf32>
  %9 = tensor.cast %8 : tensor<2x?xf32> to tensor<?x?xf32>
  return %1, %3, %6, %9 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<24xf32>, tensor<?x?xf32>
}
func.func @expand_static(%a: tensor<6x4xf32>, %b: tensor<?x4xf32>, %n: index) -> (tensor<?x?x4xf32>, tensor<?x?x4xf32>, tensor<?x?x4xf32>, tensor<?x?x4xf32>) {
  %c = tensor.cast %a : tensor<6x4xf32> to tensor<?x4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %c [[0, 1], [2]] output_shape [%c2, %c3, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  // Only one size constant.
  %1 = tensor.expand_shape %c [[0, 1], [2]] output_shape [%n, %c3, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  // Dynamic cast source: sizes stay.
  %d = tensor.cast %b : tensor<?x4xf32> to tensor<?x4xf32>
  %2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%c2, %c3, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  // No cast.
  %3 = tensor.expand_shape %b [[0, 1], [2]] output_shape [%n, %c3, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  return %0, %1, %2, %3 : tensor<?x?x4xf32>, tensor<?x?x4xf32>, tensor<?x?x4xf32>, tensor<?x?x4xf32>
}
func.func @expand_static_3d(%a: tensor<2x12xf32>, %n: index) -> tensor<?x?x?x4xf32> {
  %c = tensor.cast %a : tensor<2x12xf32> to tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %c [[0, 1], [2, 3]] output_shape [%c1, %n, %c3, 4] : tensor<?x?xf32> into tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}
