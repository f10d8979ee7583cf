// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// tensor function with results that alias the argument or each other
func.func @aliasing(%t: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %v = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %s = scf.if %c -> (tensor<4xf32>) {
    scf.yield %w : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %w, %s, %t : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @user(%t: tensor<4xf32>) -> tensor<4xf32> {
  %true = arith.constant true
  %r:3 = call @aliasing(%t, %true) : (tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r#2[%c0] : tensor<4xf32>
  %y = tensor.insert %x into %r#1[%c0] : tensor<4xf32>
  return %y : tensor<4xf32>
}
