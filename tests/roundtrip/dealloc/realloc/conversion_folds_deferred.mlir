// FLAGS: -expand-realloc
// expand-realloc is a partial dialect conversion: ops of other dialects are folded on the
// way, and a folded op is replaced only at the end, so the ops after it still see it as the
// definition of their operands (the reshape below still sees its shape from_elements).
func.func @identity_casts(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<4xf32>
  %2 = tensor.cast %1 : tensor<4xf32> to tensor<?xf32>
  %3 = tensor.cast %2 : tensor<?xf32> to tensor<4xf32>
  return %3 : tensor<4xf32>
}
func.func @from_elements_then_reshape(%a: tensor<2x3xf32>, %i: index) -> (tensor<2x3xf32>, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %r = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %e = tensor.extract %s[%i] : tensor<2xindex>
  return %r, %e : tensor<2x3xf32>, index
}
func.func @dim_of_folded(%a: tensor<2x3xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %a : tensor<2x3xf32> to tensor<2x3xf32>
  %d = tensor.dim %0, %c1 : tensor<2x3xf32>
  return %d : index
}
