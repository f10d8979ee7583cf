// linalg.index must be directly inside a linalg op.
func.func @f(%b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<4xf32>) {
  ^bb0(%o: f32):
    scf.if %c {
      %i = linalg.index 0 : index
    }
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
