// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// tensor.reshape driven by a shape tensor, written after the reshape while the source is read.
func.func @reshape(%t: tensor<12xf32>, %v: f32) -> (tensor<3x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %shape = arith.constant dense<[3, 4]> : tensor<2xi64>
  %r = tensor.reshape %t(%shape) : (tensor<12xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  %w = tensor.insert %v into %r[%c0, %c0] : tensor<3x4xf32>
  %x = tensor.extract %t[%c0] : tensor<12xf32>
  return %w, %x : tensor<3x4xf32>, f32
}
