// RUN: bufopt --verify-diagnostics %s -one-shot-bufferize=must-infer-memory-space
// RUN: mlir-opt --verify-diagnostics %s -one-shot-bufferize=must-infer-memory-space

// A tensor.empty without a memory space: "failed to bufferize op" follows
// the cause, both at the op.
func.func @empty(%v: f32) -> tensor<4xf32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
