// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// Globals made for constants are renamed on a clash with one suffix counter
// for the whole pass, not one per base name: the second 4xf32 global in
// @caller is `_1` because the callee's 2xf32 clash already took `_0`. A
// rank-0 constant's global keeps the `x` before the element type. The call
// fixes the order in which the functions are bufferized.
func.func private @callee(%i: index) -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>) {
  %a = arith.constant dense<1.0> : tensor<2xf32>
  %b = arith.constant dense<2.0> : tensor<2xf32>
  %s = arith.constant dense<3.0> : tensor<f32>
  return %a, %b, %s : tensor<2xf32>, tensor<2xf32>, tensor<f32>
}

func.func @caller(%i: index) -> (tensor<2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %r:3 = func.call @callee(%i) : (index) -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>)
  %c = arith.constant dense<4.0> : tensor<4xf32>
  %d = arith.constant dense<5.0> : tensor<4xf32>
  %e = arith.constant dense<6.0> : tensor<2xf32>
  return %r#0, %c, %d, %e : tensor<2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}
