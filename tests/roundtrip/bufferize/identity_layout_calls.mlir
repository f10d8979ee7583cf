// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// With identity layouts at function boundaries, a slice passed to a callee needs a copy into an
// identity-layout buffer, and the callee's results are plain memrefs.
func.func @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %y = arith.addf %x, %x : f32
  %r = tensor.insert %y into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @caller(%big: tensor<16xf32>) -> (tensor<4xf32>, tensor<16xf32>) {
  %s = tensor.extract_slice %big[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r = call @callee(%s) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert_slice %r into %big[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r, %u : tensor<4xf32>, tensor<16xf32>
}
