// FLAGS: --allow-unregistered-dialect -canonicalize
// shape_cast chains and identity shape_casts fold; repeated from_elements broadcast.
func.func @f(%v: vector<2x4xf32>, %a: f32) -> (vector<2x4xf32>, vector<4x2xf32>, vector<3xf32>, vector<2x2xi32>) {
  %s = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %t = vector.shape_cast %s : vector<8xf32> to vector<2x4xf32>
  %u = vector.shape_cast %s : vector<8xf32> to vector<4x2xf32>
  %b = vector.from_elements %a, %a, %a : vector<3xf32>
  %c = arith.constant dense<3> : vector<4xi32>
  %d = vector.shape_cast %c : vector<4xi32> to vector<2x2xi32>
  return %t, %u, %b, %d : vector<2x4xf32>, vector<4x2xf32>, vector<3xf32>, vector<2x2xi32>
}
