// FLAGS: -one-shot-bufferize
func.func @gather_scatter(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %t[%c0][%idx], %m, %p {alignment = 4} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%c0][%idx], %m, %g : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %s2 = vector.scatter %s[%c0][%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %x = tensor.extract %s[%c0] : tensor<16xf32>
  return %g, %s2, %x : vector<4xf32>, tensor<16xf32>, f32
}
func.func @gather_2d(%t: tensor<4x?xf32>, %i: index, %idx: vector<2x3xi32>, %m: vector<2x3xi1>, %p: vector<2x3xf32>) -> vector<2x3xf32> {
  %g = vector.gather %t[%i, %i][%idx], %m, %p : tensor<4x?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %g : vector<2x3xf32>
}
func.func @scatter_loop(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %v: vector<4xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<16xf32> {
    %s = vector.scatter %acc[%i][%idx], %m, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  %g = vector.gather %t[%c0][%idx], %m, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %w = vector.scatter %r[%c0][%idx], %m, %g : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %w : tensor<16xf32>
}
