// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// The slice is read after %t is written in place, so it is copied right after
// it is taken and the loop yields that copy. The copy was made after the
// analysis and belongs to none of its alias sets: mlir-opt's loop conflict
// check finds no alias defined outside the loop and yields it without a
// second copy.
func.func @yield_copied_slice(%t: tensor<8xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %t2 = tensor.insert %f into %t[%c0] : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %u) -> tensor<4xf32> {
    scf.yield %s : tensor<4xf32>
  }
  return %r, %t2 : tensor<4xf32>, tensor<8xf32>
}
