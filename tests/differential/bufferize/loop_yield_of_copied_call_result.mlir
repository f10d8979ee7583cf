// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// The callee returns its argument, so the call result is that argument's
// buffer; the argument is written later, so the result is copied right after
// the call, and the inner loop yields the copy as it is.
func.func private @pass_through(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @outer(%t: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %p = func.call @pass_through(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %w) -> tensor<4xf32> {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<4xf32> {
      scf.yield %p : tensor<4xf32>
    }
    scf.yield %inner : tensor<4xf32>
  }
  return %r, %p : tensor<4xf32>, tensor<4xf32>
}
