// FLAGS: -canonicalize
// The type the concat patterns infer carries no encoding, so an encoded concat never
// preserves it: the concat is rebuilt on unencoded types with casts around it, and a cast
// between an encoded and an unencoded type is not folded into its user either.
func.func @c(%a: tensor<2xf32, 1>, %b: tensor<2xf32, 1>) -> tensor<4xf32, 1> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xf32, 1>, tensor<2xf32, 1>) -> tensor<4xf32, 1>
  return %c : tensor<4xf32, 1>
}
func.func @d(%a: tensor<2xf32, "x">, %b: tensor<?xf32, "x">) -> tensor<?xf32, "x"> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xf32, "x">, tensor<?xf32, "x">) -> tensor<?xf32, "x">
  return %c : tensor<?xf32, "x">
}
func.func @cast_drops_encoding(%a: tensor<4xf32, "x">) -> tensor<?xf32> {
  %c = tensor.cast %a : tensor<4xf32, "x"> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}
