// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map"
func.func private @ext_ret() -> tensor<4xf32>
func.func private @ext_body_like(%t: tensor<?xf32>) -> (tensor<?xf32>, f32)
func.func @use(%v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = func.call @ext_ret() : () -> tensor<4xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %c = tensor.cast %w : tensor<4xf32> to tensor<?xf32>
  %r:2 = func.call @ext_body_like(%c) : (tensor<?xf32>) -> (tensor<?xf32>, f32)
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  %s = arith.addf %x, %r#1 : f32
  return %w, %s : tensor<4xf32>, f32
}
