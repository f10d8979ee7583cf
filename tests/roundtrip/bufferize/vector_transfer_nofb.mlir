// FLAGS: -one-shot-bufferize=""
func.func @full(%t: tensor<4x8xf32>, %v: vector<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  %r2 = vector.transfer_write %v, %t[%c0, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  return %r, %r2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @partial(%t: tensor<4x8xf32>, %v: vector<4x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] : vector<4x4xf32>, tensor<4x8xf32>
  %r2 = vector.transfer_write %v, %t[%c0, %c0] : vector<4x4xf32>, tensor<4x8xf32>
  return %r, %r2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @loop(%A: tensor<64xf32>, %B: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %p = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c4 iter_args(%acc = %B) -> (tensor<64xf32>) {
    %a = vector.transfer_read %A[%i], %p {in_bounds = [true]} : tensor<64xf32>, vector<4xf32>
    %b = vector.transfer_read %acc[%i], %p {in_bounds = [true]} : tensor<64xf32>, vector<4xf32>
    %s = arith.addf %a, %b : vector<4xf32>
    %w = vector.transfer_write %s, %acc[%i] {in_bounds = [true]} : vector<4xf32>, tensor<64xf32>
    scf.yield %w : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
func.func @slice_pair(%t: tensor<16x16xf32>, %i: index, %f: f32) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 8] [1, 1] : tensor<16x16xf32> to tensor<1x8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%s : tensor<1x8xf32>) -> tensor<1x8xf32>
  %p = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %fill[%c0, %c0], %p : tensor<1x8xf32>, vector<1x8xf32>
  %w = vector.transfer_write %v, %t[%i, %c0] : vector<1x8xf32>, tensor<16x16xf32>
  return %w : tensor<16x16xf32>
}
func.func @bcast(%t: tensor<4x8xf32>, %i: index, %p: f32) -> vector<3x8xf32> {
  %v = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x8xf32>, vector<3x8xf32>
  return %v : vector<3x8xf32>
}
func.func @masked_write_operand(%t: tensor<8xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>) -> tensor<8xf32> {
  %w = vector.transfer_write %v, %t[%i], %m : vector<4xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}
func.func @passthru_ok(%t: tensor<?xf32>, %i: index, %p: f32, %m: vector<4xi1>, %pt: vector<4xf32>) -> (vector<4xf32>, tensor<?xf32>) {
  %v = vector.mask %m, %pt { vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %x = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  %w = vector.mask %m { vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %x, %w : vector<4xf32>, tensor<?xf32>
}
