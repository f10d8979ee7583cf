// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A pad whose result is dynamic in a dimension that folds to a constant
// (static source size plus constant padding): the constant for the
// allocation is made after every dimension has been sized.
func.func @pad_rows(%src: tensor<6x?xf32>, %fill: f32, %extra: index) -> tensor<?x?xf32> {
  %three = arith.constant 3 : index
  %r = tensor.pad %src low[%three, 1] high[2, %extra] {
  ^bb0(%i: index, %j: index):
    tensor.yield %fill : f32
  } : tensor<6x?xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
