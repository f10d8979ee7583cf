// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @l(%t: tensor<8xf32>, %lb: index, %ub: index, %st: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %t, %b = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    %e = tensor.extract %b[%i] : tensor<8xf32>
    %y = tensor.insert %e into %b[%i] : tensor<8xf32>
    scf.yield %x, %y : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @swap(%t: tensor<8xf32>, %u: tensor<8xf32>, %lb: index, %ub: index, %st: index) -> tensor<8xf32> {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.yield %b, %a : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0 : tensor<8xf32>
}
