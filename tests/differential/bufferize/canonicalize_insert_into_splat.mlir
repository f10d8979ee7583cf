// FLAGS: -canonicalize
// Inserting into a splat constant the value it holds everywhere folds to the
// constant; another value, or a non-splat constant, is kept.
func.func @same(%i: index) -> (tensor<4x4xf32>, tensor<4xi32>) {
  %z = arith.constant 0.0 : f32
  %cst = arith.constant dense<0.0> : tensor<4x4xf32>
  %r = tensor.insert %z into %cst[%i, %i] : tensor<4x4xf32>
  %seven = arith.constant 7 : i32
  %ci = arith.constant dense<7> : tensor<4xi32>
  %s = tensor.insert %seven into %ci[%i] : tensor<4xi32>
  return %r, %s : tensor<4x4xf32>, tensor<4xi32>
}

func.func @different(%i: index) -> (tensor<4xf32>, tensor<2xf32>, tensor<4xf32>) {
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %r = tensor.insert %one into %cst[%i] : tensor<4xf32>
  %d = arith.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %s = tensor.insert %one into %d[%i] : tensor<2xf32>
  %t = tensor.insert %nz into %cst[%i] : tensor<4xf32>
  return %r, %s, %t : tensor<4xf32>, tensor<2xf32>, tensor<4xf32>
}
