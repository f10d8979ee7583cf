// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="test-analysis-only print-conflicts allow-unknown-ops"
// Without function boundaries, as above: the region's argument is visited
// through the operand's set and again as its alias.
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = "foo.region"(%a) ({
  ^bb0(%x: tensor<8xf32>):
    "foo.yield"(%x) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
