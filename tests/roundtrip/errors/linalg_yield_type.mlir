// linalg.yield of a value whose type differs from the output element type.
func.func @f(%b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<4xf32>) {
  ^bb0(%o: f32):
    %c = arith.constant 0 : i32
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
