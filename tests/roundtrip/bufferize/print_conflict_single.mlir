// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// One read-after-write conflict, with a single candidate read: the fill would overwrite the
// argument that the extract reads later.
func.func @conflict(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c1 = arith.constant 1 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  return %f, %x : tensor<4xf32>, f32
}
