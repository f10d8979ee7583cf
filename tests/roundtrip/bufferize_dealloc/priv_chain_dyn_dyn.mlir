// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// a chain of private functions passing tensors through, one returning a constant tensor
func.func private @cst() -> tensor<3xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}
func.func private @add(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %s = linalg.add ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}
func.func private @id(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}
func.func @main_like(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = call @cst() : () -> tensor<3xf32>
  %s = call @add(%c, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %i = call @id(%s) : (tensor<3xf32>) -> tensor<3xf32>
  %j = call @id(%c) : (tensor<3xf32>) -> tensor<3xf32>
  %t = call @add(%i, %j) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %t : tensor<3xf32>
}
