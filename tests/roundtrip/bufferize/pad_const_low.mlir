// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @p(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c2] high[1] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
