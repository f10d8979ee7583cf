// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries test-analysis-only print-conflicts"
// An unknown op with two regions: every entry argument of every region may
// alias every operand.
func.func @two_regions(%a: tensor<8xf32>, %b: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = "foo.region"(%a, %b) ({
  ^bb0(%x: tensor<8xf32>, %y: tensor<8xf32>):
    %f = linalg.fill ins(%v : f32) outs(%y : tensor<8xf32>) -> tensor<8xf32>
    "foo.yield"(%f) : (tensor<8xf32>) -> ()
  }, {
  ^bb0(%z: tensor<8xf32>):
    "foo.yield"(%z) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
