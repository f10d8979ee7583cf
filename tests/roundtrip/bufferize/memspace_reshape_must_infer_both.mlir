// FLAGS: -one-shot-bufferize=must-infer-memory-space
// tensor.reshape asks for the buffers of its source and of its shape before
// it gives up: both are function arguments without a memory space, so the
// inference fails twice before the op fails.
func.func @reshape(%a: tensor<8xf32, 1>, %shape: tensor<2xindex>) -> tensor<2x4xf32, 1> {
  %r = tensor.reshape %a(%shape) : (tensor<8xf32, 1>, tensor<2xindex>) -> tensor<2x4xf32, 1>
  return %r : tensor<2x4xf32, 1>
}
