// FLAGS: -one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries"
// A ranked tensor in space 1 (by its encoding) cast to an unranked one and
// returned: the result type is unranked in the default space, reached by a
// cast that the verifier rejects, not by an unranked allocation.
func.func @cast_unranked(%a: tensor<8xf32, 1>) -> tensor<*xf32> {
  %r = tensor.cast %a : tensor<8xf32, 1> to tensor<*xf32>
  return %r : tensor<*xf32>
}
