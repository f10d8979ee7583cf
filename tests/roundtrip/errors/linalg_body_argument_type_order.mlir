// FLAGS: --split-input-file
// A linalg.generic whose body block takes another element type than its operand: the
// yield that forwards the argument is reported first, as the body-argument check of
// the structured op comes after its nested ops.
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: i32):
    linalg.yield %o : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    %c = arith.constant 0 : i32
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
