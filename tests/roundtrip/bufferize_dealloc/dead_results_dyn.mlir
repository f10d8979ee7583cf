// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// loops and ifs whose tensor results are partly unused, and a constant zero-trip loop
func.func @dead(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %w, %e : tensor<4xf32>, tensor<4xf32>
  }
  %z = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %r#0) -> (tensor<4xf32>) {
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %s:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %z, %e : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %t, %z : tensor<4xf32>, tensor<4xf32>
  }
  return %s#0 : tensor<4xf32>
}
