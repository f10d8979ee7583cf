// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="allow-unknown-ops bufferize-function-boundaries test-analysis-only print-conflicts"
// A buffer handed to an unknown op's region and written both inside and
// after it.
func.func @empty_into_region(%v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = "foo.region"(%g) ({
  ^bb0(%x: tensor<8xf32>):
    %f = linalg.fill ins(%v : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
    "foo.yield"(%f) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  %h = linalg.fill ins(%v : f32) outs(%g : tensor<8xf32>) -> tensor<8xf32>
  return %h : tensor<8xf32>
}
