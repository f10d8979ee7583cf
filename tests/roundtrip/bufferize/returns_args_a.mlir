// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// functions returning their arguments in different positions, swapped, duplicated and modified
func.func private @swap(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %b, %a : tensor<4xf32>, tensor<4xf32>
}
func.func private @dup(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @use(%x: tensor<4xf32>, %y: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %s:2 = call @swap(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %d:2 = call @dup(%s#0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %w = tensor.insert %v into %d#0[%c1] : tensor<4xf32>
  return %w, %d#1, %s#1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
