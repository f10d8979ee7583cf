// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// loop carrying a fresh accumulator and the argument, inner if writes one or the other
func.func @branchy_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<4xf32>
  %acc0 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc0, %b = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %na, %nb = scf.if %even -> (tensor<4xf32>, tensor<4xf32>) {
      %w = tensor.insert %v into %a[%c1] : tensor<4xf32>
      scf.yield %w, %b : tensor<4xf32>, tensor<4xf32>
    } else {
      %x = tensor.extract %a[%c1] : tensor<4xf32>
      %w = tensor.insert %x into %b[%c2] : tensor<4xf32>
      scf.yield %a, %w : tensor<4xf32>, tensor<4xf32>
    }
    scf.yield %na, %nb : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
