// FLAGS: -canonicalize
// scf clutter: loops with invariant iter_args, single-iteration loops, ifs with constant conditions
func.func @clutter(%t: tensor<10xf32>, %u: tensor<10xf32>, %v: f32, %c: i1) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t, %b = %u) -> (tensor<10xf32>, tensor<10xf32>) {
    %w = tensor.insert %v into %a[%i] : tensor<10xf32>
    scf.yield %w, %b : tensor<10xf32>, tensor<10xf32>
  }
  %once = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %r#0) -> (tensor<10xf32>) {
    %w = tensor.insert %v into %a[%c0] : tensor<10xf32>
    scf.yield %w : tensor<10xf32>
  }
  %k = scf.if %true -> (tensor<10xf32>) {
    scf.yield %once : tensor<10xf32>
  } else {
    scf.yield %t : tensor<10xf32>
  }
  %same = scf.if %c -> (tensor<10xf32>) {
    scf.yield %r#1 : tensor<10xf32>
  } else {
    scf.yield %r#1 : tensor<10xf32>
  }
  return %k, %same, %r#1 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
}
