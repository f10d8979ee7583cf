// A generic alloc_tensor that omits operandSegmentSizes has only empty groups: no sizes, no copy,
// no size hint.
func.func @f() -> tensor<2x3xf32> {
  %0 = "bufferization.alloc_tensor"() : () -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
