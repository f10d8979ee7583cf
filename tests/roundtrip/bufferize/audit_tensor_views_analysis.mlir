// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @views(%t: tensor<?x4xf32>, %i: index, %f: f32) -> (tensor<?xf32>, tensor<?x2x2xf32>, index, tensor<?x4xi32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [%d, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %r = tensor.rank %t : tensor<?x4xf32>
  %b = tensor.bitcast %t : tensor<?x4xf32> to tensor<?x4xi32>
  return %c, %e, %r, %b : tensor<?xf32>, tensor<?x2x2xf32>, index, tensor<?x4xi32>
}
func.func @gen(%n: index, %f: f32, %t: tensor<?xf32>) -> (tensor<?xf32>, tensor<3xf32>, tensor<?x?xf32>) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %x = tensor.extract %t[%i] : tensor<?xf32>
    tensor.yield %x : f32
  } : tensor<?xf32>
  %fe = tensor.from_elements %f, %f, %f : tensor<3xf32>
  %s = tensor.splat %f[%n, %n] : tensor<?x?xf32>
  return %g, %fe, %s : tensor<?xf32>, tensor<3xf32>, tensor<?x?xf32>
}
func.func @collapse_write(%t: tensor<2x4xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<2x4xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %w = tensor.insert %f into %c[%i] : tensor<8xf32>
  return %w, %t : tensor<8xf32>, tensor<2x4xf32>
}
