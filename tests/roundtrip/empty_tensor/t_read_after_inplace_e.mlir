// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// an argument read after an op that would like to overwrite it: RaW conflicts in straight-line code
func.func @raw(%t: tensor<6xf32>, %v: f32) -> (tensor<6xf32>, tensor<6xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  %old = tensor.extract %t[%c5] : tensor<6xf32>
  %s = tensor.extract_slice %t[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %s2 = linalg.fill ins(%old : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  %back = tensor.insert_slice %s2 into %f[1] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %last = tensor.insert %old into %t[%c0] : tensor<6xf32>
  return %back, %last, %old : tensor<6xf32>, tensor<6xf32>, f32
}
