// FLAGS: -empty-tensor-to-alloc-tensor
// The pass runs under the greedy driver's default configuration, whose region
// simplification merges blocks that differ only in the values they use (the
// canonicalizer's default level does not).
func.func @two_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

func.func @two_empties(%c: i1, %n: index) -> tensor<?xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
^bb2:
  %f = tensor.empty(%n) : tensor<?xf32>
  return %f : tensor<?xf32>
}
