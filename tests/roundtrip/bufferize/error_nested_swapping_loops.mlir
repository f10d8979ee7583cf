// FLAGS: -one-shot-bufferize
// A swapping loop nested in another swapping loop: the inner one is checked
// (and reported) before the outer one.
func.func @nested(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %s:2 = scf.for %j = %c0 to %n step %c1 iter_args(%u = %x, %w = %y) -> (tensor<8xf32>, tensor<8xf32>) {
      scf.yield %w, %u : tensor<8xf32>, tensor<8xf32>
    }
    scf.yield %s#1, %s#0 : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0 : tensor<8xf32>
}
