// FLAGS: -one-shot-bufferize="bufferize-function-boundaries "
func.func @a(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %x = func.call @b(%w, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
func.func @b(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  %x = func.call @a(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  %w = tensor.insert %v into %x[%n] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %x = func.call @a(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
