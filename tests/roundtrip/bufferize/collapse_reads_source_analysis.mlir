// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// tensor.collapse_shape counts as a read of its source (it may have to copy
// a non-collapsible buffer), so an out-of-place collapse keeps the copy of its
// result even when the next op overwrites the whole result.
func.func @overwritten_after_collapse(%v: f32, %w: f32) -> (tensor<6x4xf32>, tensor<2x3x4xf32>) {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %a = linalg.fill ins(%w : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %f, %a : tensor<6x4xf32>, tensor<2x3x4xf32>
}

func.func @expand_needs_no_copy(%v: f32, %w: f32) -> (tensor<2x3x4xf32>, tensor<6x4xf32>) {
  %e = tensor.empty() : tensor<6x4xf32>
  %a = linalg.fill ins(%w : f32) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %x = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%x : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %f, %a : tensor<2x3x4xf32>, tensor<6x4xf32>
}

func.func @collapse_of_argument(%t: tensor<2x3x4xf32>, %v: f32) -> (tensor<6x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<6x4xf32>) -> tensor<6x4xf32>
  %r = tensor.extract %t[%c0, %c0, %c0] : tensor<2x3x4xf32>
  return %f, %r : tensor<6x4xf32>, f32
}
