// FLAGS: -one-shot-bufferize
// scf.for iter_args initialised from extract_slice, without function-boundary bufferization:
// a loop that may run zero times reads its init value, so the out-of-place slice is copied.
func.func @a(%t: tensor<16xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> tensor<4xf32> {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @b(%t: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> tensor<4xf32> {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  %u = tensor.insert_slice %r into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %u : tensor<16xf32>
}
func.func @c(%n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> tensor<4xf32> {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  %u = tensor.insert_slice %r into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %u : tensor<16xf32>
}
func.func @d(%t: tensor<16xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> tensor<4xf32> {
    %v = tensor.extract %a[%i] : tensor<4xf32>
    %x = tensor.insert %v into %a[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
