// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries test-analysis-only print-conflicts"
// A fill into the entry argument of an unknown op's region writes to a
// buffer the analysis cannot vouch for.
func.func @fill_into_region_arg(%a: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = "foo.region"(%a) ({
  ^bb0(%x: tensor<8xf32>):
    %f = linalg.fill ins(%v : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
    "foo.yield"(%f) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
