// FLAGS: --allow-unregistered-dialect -canonicalize
// Loop-carried tensors that are forwarded or unused are removed.
func.func @f(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u, %c = %t) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %x, %b, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
