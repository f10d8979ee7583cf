// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// A callee writes its argument; the caller reads the argument after the call (conflict: the call
// operand goes out of place), while a second call whose operand is dead afterwards is in place.
func.func @zero_first(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %r = tensor.insert %z into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = call @zero_first(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %b = call @zero_first(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %b, %x : tensor<4xf32>, f32
}
