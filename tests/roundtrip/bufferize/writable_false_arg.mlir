// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// Function arguments marked bufferization.writable = false are copied before a write; writable
// ones are updated in place; a read-only argument that is only read needs no copy.
func.func @ro_write(%t: tensor<8xf32> {bufferization.writable = false}, %v: f32) -> tensor<8xf32> {
  %c3 = arith.constant 3 : index
  %r = tensor.insert %v into %t[%c3] : tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @rw_write(%t: tensor<8xf32> {bufferization.writable = true}, %v: f32) -> tensor<8xf32> {
  %c3 = arith.constant 3 : index
  %r = tensor.insert %v into %t[%c3] : tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @ro_read(%t: tensor<8xf32> {bufferization.writable = false}) -> f32 {
  %c3 = arith.constant 3 : index
  %x = tensor.extract %t[%c3] : tensor<8xf32>
  return %x : f32
}
func.func @ro_fill(%t: tensor<8xf32> {bufferization.writable = false}, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %f, %x : tensor<8xf32>, f32
}
