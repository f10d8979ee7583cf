// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// The analysis-only run refuses a function without func.return too; one
// with a func.return in any of its blocks is accepted.
func.func @one_block_returns(%c: i1, %t: tensor<2xf32>) -> tensor<2xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %t : tensor<2xf32>
^b:
  spirv.Return
}

func.func @no_block_returns(%t: tensor<2xf32>) {
  spirv.Return
}
