// FLAGS: -buffer-deallocation-pipeline
// The pipeline starts with expand-realloc, whose conversion folds (replacements deferred to
// the end) decide what the canonicalizer then sees.
func.func @reshape_static_consts(%a: tensor<2x3xf32>, %b: tensor<2x?xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %0 = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %s2 = tensor.from_elements %c3, %c2 : tensor<2xindex>
  %1 = tensor.reshape %a(%s2) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %s3 = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %2 = tensor.reshape %b(%s3) : (tensor<2x?xf32>, tensor<2xindex>) -> tensor<2x?xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>
}
