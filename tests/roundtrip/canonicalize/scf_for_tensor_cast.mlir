// FLAGS: --allow-unregistered-dialect -canonicalize
// A tensor.cast feeding a loop-carried tensor is moved out of the loop.
func.func @f(%t: tensor<4x4xf32>, %n: index, %v: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %d) -> (tensor<?x?xf32>) {
    %x = tensor.insert %v into %acc[%i, %i] : tensor<?x?xf32>
    scf.yield %x : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
