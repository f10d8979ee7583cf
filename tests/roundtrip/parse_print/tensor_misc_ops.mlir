// concat, gather/scatter, reshape, bitcast, expand/collapse with dynamic output shapes.
func.func @misc(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>, %src: tensor<4x5x6xf32>, %idx: tensor<2x1xindex>, %shape: tensor<2xi32>, %n: index, %u: tensor<4xui32>) {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  %g = tensor.gather %src[%idx] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<2x4x1x6xf32>
  %g2 = tensor.gather %src[%idx] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<2x5x6xf32>
  %s = tensor.scatter %g into %src[%idx] scatter_dims([1]) unique : (tensor<2x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<4x5x6xf32>
  %r = tensor.reshape %src(%shape) : (tensor<4x5x6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %bc = tensor.bitcast %u : tensor<4xui32> to tensor<4xi32>
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [2, %n, 3] : tensor<2x?xf32> into tensor<2x?x3xf32>
  %cl = tensor.collapse_shape %src [[0, 1, 2]] : tensor<4x5x6xf32> into tensor<120xf32>
  "foo.use"(%c, %g2, %s, %r, %bc, %e, %cl) : (tensor<5x?xf32>, tensor<2x5x6xf32>, tensor<4x5x6xf32>, tensor<?x?xf32>, tensor<4xi32>, tensor<2x?x3xf32>, tensor<120xf32>) -> ()
  return
}
