// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Dynamic expand_shape / collapse_shape chains: writing through the reshaped view is in place
// unless the original is read afterwards.
func.func @expand_write(%t: tensor<?xf32>, %n: index, %v: f32) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %w = tensor.insert %v into %e[%c0, %c0] : tensor<?x4xf32>
  return %w : tensor<?x4xf32>
}
func.func @collapse_write_read(%t: tensor<?x4xf32>, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %w = tensor.insert %v into %c[%c0] : tensor<?xf32>
  %x = tensor.extract %t[%c0, %c0] : tensor<?x4xf32>
  return %w, %x : tensor<?xf32>, f32
}
