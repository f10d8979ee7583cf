// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// Both loops swap their iteration arguments, so neither result is equivalent
// to its init: each loop's yield gets its own error, in walk order.
func.func @two_swaps(%a: tensor<16xf32>, %b: tensor<16xf32>, %n: index) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<16xf32>, tensor<16xf32>) {
    scf.yield %y, %x : tensor<16xf32>, tensor<16xf32>
  }
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %r#0, %y = %r#1) -> (tensor<16xf32>, tensor<16xf32>) {
    scf.yield %y, %x : tensor<16xf32>, tensor<16xf32>
  }
  return %s#0, %s#1 : tensor<16xf32>, tensor<16xf32>
}
