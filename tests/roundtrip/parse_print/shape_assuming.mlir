// shape.assuming in custom and generic form, with and without results and
// attributes; the implicit terminator of a region without results.
func.func @forms(%w: !shape.witness, %t: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %one = shape.assuming %w -> tensor<2xf32> {
    shape.assuming_yield %t : tensor<2xf32>
  }
  shape.assuming %w {
  } {note = "empty"}
  %two:2 = "shape.assuming"(%w) ({
    "shape.assuming_yield"(%t, %one) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (!shape.witness) -> (tensor<2xf32>, tensor<2xf32>)
  return %two#0, %two#1 : tensor<2xf32>, tensor<2xf32>
}

