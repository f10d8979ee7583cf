// vector.contract with indexing maps, iterator types and kinds; 0-d vectors.
#a_map = affine_map<(m, n, k) -> (m, k)>
#b_map = affine_map<(m, n, k) -> (k, n)>
#c_map = affine_map<(m, n, k) -> (m, n)>
#trait = {indexing_maps = [#a_map, #b_map, #c_map], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @contracts(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %x: vector<8xf32>, %acc: f32, %ai: vector<2x3xi8>, %bi: vector<3x2xi8>, %ci: vector<2x2xi32>) -> vector<4x16xf32> {
  %0 = vector.contract #trait %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#a_map, #b_map, #c_map], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %0 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %dot = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %x, %acc : vector<8xf32>, vector<8xf32> into f32
  %2 = vector.contract {indexing_maps = [#a_map, #b_map, #c_map], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ai, %bi, %ci : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi32>
  %z = vector.broadcast %acc : f32 to vector<f32>
  %ze = vector.extract %z[] : f32 from vector<f32>
  %zi = vector.insert %dot, %z[] : f32 into vector<f32>
  "foo.keep"(%2, %ze, %zi) : (vector<2x2xi32>, f32, vector<f32>) -> ()
  return %1 : vector<4x16xf32>
}
