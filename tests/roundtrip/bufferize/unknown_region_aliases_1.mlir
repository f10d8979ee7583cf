// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries test-analysis-only print-conflicts"
// An unknown op with a region: its operand may alias the region's entry
// argument as well as its result, so both are reported as not writable, once
// per alias set visited.
func.func @region_reads_then_fill(%a: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = "foo.region"(%a) ({
  ^bb0(%x: tensor<8xf32>):
    "foo.yield"(%x) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %r, %f : tensor<8xf32>, tensor<8xf32>
}
