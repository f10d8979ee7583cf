// collapse_shape, expand_shape with output_shape, reshape, concat, pad.
func.func @reshapes(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index, %shape: tensor<2xindex>, %f: f32) -> tensor<6x4xf32> {
  %c0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %c1 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %c2 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e0 = tensor.expand_shape %c1 [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  %e1 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %scalar = tensor.from_elements %f : tensor<1xf32>
  %z = tensor.collapse_shape %scalar [] : tensor<1xf32> into tensor<f32>
  %z1 = tensor.expand_shape %z [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %r = tensor.reshape %c1(%shape) : (tensor<24xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %cat = tensor.concat dim(0) %c0, %c0 : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<12x4xf32>
  %cat2 = tensor.concat dim(1) %d, %d : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %d low[1, 0] high[%n, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %p2 = tensor.pad %t nofold low[0, 0, 0] high[1, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %f : f32
  } : tensor<2x3x4xf32> to tensor<3x4x5xf32>
  "foo.keep"(%c2, %e0, %e1, %z1, %r, %cat, %cat2, %p, %p2) : (tensor<?xf32>, tensor<4x6xf32>, tensor<?x2x4xf32>, tensor<1x1xf32>, tensor<?x?xf32>, tensor<12x4xf32>, tensor<?x8xf32>, tensor<?x6xf32>, tensor<3x4x5xf32>) -> ()
  return %c0 : tensor<6x4xf32>
}
