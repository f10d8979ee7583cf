// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// reshapes around an in-place update: expand, collapse, and the value before the reshape read later
func.func @reshape_mix(%t: tensor<4x6xf32>, %v: f32) -> (tensor<24xf32>, tensor<2x2x6xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %flat = tensor.collapse_shape %t [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %flat2 = tensor.insert %v into %flat[%c1] : tensor<24xf32>
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
  %ex2 = tensor.insert %v into %ex[%c0, %c1, %c0] : tensor<2x2x6xf32>
  %orig = tensor.extract %t[%c0, %c1] : tensor<4x6xf32>
  return %flat2, %ex2, %orig : tensor<24xf32>, tensor<2x2x6xf32>, f32
}
