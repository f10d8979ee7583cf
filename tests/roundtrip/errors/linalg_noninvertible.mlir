// a loop dimension that appears in no map as a plain dim makes the maps non-invertible.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
