// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A 0-d tensor constant becomes a global whose name still has the 'x'
// between the (empty) sizes and the element type.
func.func @scalar_tensor_constants() -> (f16, f32) {
  %h = arith.constant dense<1.5> : tensor<f16>
  %f = arith.constant dense<-2.0> : tensor<f32>
  %a = tensor.extract %h[] : tensor<f16>
  %b = tensor.extract %f[] : tensor<f32>
  return %a, %b : f16, f32
}
