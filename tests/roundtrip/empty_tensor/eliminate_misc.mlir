// FLAGS: -eliminate-empty-tensors
func.func @conflict(%t: tensor<16xf32>, %j: index) -> (tensor<16xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %n = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  %x = tensor.extract %t[%j] : tensor<16xf32>
  return %n, %x : tensor<16xf32>, f32
}
func.func @rank_reduce(%t: tensor<8x16xf32>, %j: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %n = tensor.insert_slice %f into %t[%j, 0][1, 16][1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %n : tensor<8x16xf32>
}
func.func @dyn(%t: tensor<?x?xf32>, %a: index, %b: index, %s0: index, %s1: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%s0, %s1) : tensor<?x?xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %n = tensor.insert_slice %f into %t[%a, %b][%s0, %s1][2, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %n : tensor<?x?xf32>
}
func.func @direct(%t: tensor<16xf32>, %j: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %n = tensor.insert_slice %e into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  return %n : tensor<16xf32>
}
func.func @materialize_memref(%m: memref<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @copy(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.copy ins(%f : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
func.func @two_inserts(%t: tensor<16xf32>, %u: tensor<16xf32>, %j: index) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %n = tensor.insert_slice %f into %t[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  %m = tensor.insert_slice %f into %u[%j][4][1] : tensor<4xf32> into tensor<16xf32>
  return %n, %m : tensor<16xf32>, tensor<16xf32>
}
