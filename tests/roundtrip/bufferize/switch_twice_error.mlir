// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @switch_twice(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: i32) -> tensor<4xf32> {
  cf.switch %i : i32, [
    default: ^m(%t : tensor<4xf32>),
    0: ^m(%u : tensor<4xf32>)
  ]
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
