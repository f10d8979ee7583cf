// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// extract_slice / insert_slice pairs: a matching pair (same offsets, sizes, strides) is in place;
// a pair with different offsets, or a slice read after the insert, forces a copy.
func.func @matching(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
func.func @shifted(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %s[%c0] : tensor<8xf32>
  %r = tensor.insert_slice %w into %t[6] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
func.func @read_after(%t: tensor<16xf32>, %v: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  %x = tensor.extract %s[%c0] : tensor<8xf32>
  return %r, %x : tensor<16xf32>, f32
}
func.func @two_d(%t: tensor<8x8xf32>, %u: tensor<2x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %t) -> tensor<8x8xf32> {
    %s = tensor.extract_slice %a[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
    %g = linalg.add ins(%s, %u : tensor<2x8xf32>, tensor<2x8xf32>) outs(%s : tensor<2x8xf32>) -> tensor<2x8xf32>
    %n = tensor.insert_slice %g into %a[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
