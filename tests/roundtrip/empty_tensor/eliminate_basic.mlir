// FLAGS: -eliminate-empty-tensors
// Fill results inserted into a destination: the empty tensor is replaced by
// a slice of the destination, built before the empty op (or after the
// definition of a value the slice needs).
func.func @static_offset(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %f into %t[%i][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @dynamic_sizes(%t: tensor<?xf32>, %i: index, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %f into %t[%i][%n][1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @through_cast(%t: tensor<10xf32>, %i: index, %n: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %d = tensor.cast %f : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %d into %t[%i][%n][1] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @shared_empty(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %f into %t[%i][5][1] : tensor<5xf32> into tensor<10xf32>
  %c2 = arith.constant 2.0 : f32
  %f2 = linalg.fill ins(%c2 : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r2 = tensor.insert_slice %f2 into %r[0][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r2 : tensor<10xf32>
}
