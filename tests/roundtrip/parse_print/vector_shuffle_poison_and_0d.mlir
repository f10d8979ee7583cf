// Shuffle masks may hold -1 (poison); two 0-D operands give a 1-D result picking from 2 elements.
func.func @f(%a: vector<2xf32>, %s: vector<f32>, %t: vector<f32>) -> (vector<3xf32>, vector<3xf32>) {
  %0 = vector.shuffle %a, %a [3, -1, 0] : vector<2xf32>, vector<2xf32>
  %1 = vector.shuffle %s, %t [1, 0, 1] : vector<f32>, vector<f32>
  return %0, %1 : vector<3xf32>, vector<3xf32>
}
