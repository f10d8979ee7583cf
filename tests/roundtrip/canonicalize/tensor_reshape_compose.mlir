// FLAGS: -canonicalize
// Chains of tensor reshapes become one reshape (or a cast) when their
// reassociation groups compose: same-kind pairs always, collapse-then-expand
// and expand-then-collapse only when no group straddles the other side's.
// Dynamic sizes: a new expansion multiplies the sizes each group joins.
func.func @cc(%a: tensor<2x3x4xf32>) -> tensor<24xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %1 : tensor<24xf32>
}
func.func @cc_dyn(%a: tensor<?x3x4xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @ee(%a: tensor<24xf32>) -> tensor<2x3x4xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}
func.func @ee_dyn(%a: tensor<?xf32>, %n: index, %m: index) -> tensor<?x3x4xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%m, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  return %1 : tensor<?x3x4xf32>
}
func.func @ee_dyn_const(%a: tensor<?xf32>, %n: index) -> tensor<?x3x4xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  return %1 : tensor<?x3x4xf32>
}
func.func @ce_collapse(%a: tensor<6x20xf32>) -> tensor<120xf32> {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 20] : tensor<6x20xf32> into tensor<2x3x20xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<2x3x20xf32> into tensor<120xf32>
  return %1 : tensor<120xf32>
}
func.func @ce_expand_dyn(%a: tensor<?x4xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %a [[0, 1, 2], [3]] output_shape [%n, 5, %m, 4] : tensor<?x4xf32> into tensor<?x5x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3]] : tensor<?x5x?x4xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @ce_expand_dyn2(%a: tensor<?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %a [[0, 1, 2, 3]] output_shape [%n, 5, %m, 4] : tensor<?xf32> into tensor<?x5x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x5x?x4xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @ce_cast(%a: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
func.func @ce_cast_dyn(%a: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, %m, 4] : tensor<?x?xf32> into tensor<?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
func.func @ce_straddle(%a: tensor<6x20xf32>) -> tensor<2x60xf32> {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 20] : tensor<6x20xf32> into tensor<2x3x20xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<2x3x20xf32> into tensor<2x60xf32>
  return %1 : tensor<2x60xf32>
}
func.func @ec_collapse(%a: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  return %1 : tensor<6x20xf32>
}
func.func @ec_expand(%a: tensor<6x20xf32>) -> tensor<2x3x20xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<6x20xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 20] : tensor<120xf32> into tensor<2x3x20xf32>
  return %1 : tensor<2x3x20xf32>
}
func.func @ec_expand_dyn(%a: tensor<?x20xf32>, %n: index) -> tensor<?x4x5xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x20xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%n, 4, 5] : tensor<?xf32> into tensor<?x4x5xf32>
  return %1 : tensor<?x4x5xf32>
}
func.func @ec_no(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
func.func @ec_no2(%a: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}
func.func @rank0(%a: tensor<1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = tensor.collapse_shape %a [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  return %1 : tensor<1x1x1xf32>
}
func.func @rank0_cc(%a: tensor<1x1x1xf32>) -> tensor<f32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<1x1x1xf32> into tensor<1x1xf32>
  %1 = tensor.collapse_shape %0 [] : tensor<1x1xf32> into tensor<f32>
  return %1 : tensor<f32>
}
func.func @chain3(%a: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %0 = tensor.collapse_shape %a [[0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<6x20xf32> into tensor<120xf32>
  return %2 : tensor<120xf32>
}
func.func @ce_const(%a: tensor<?xf32>, %n: index) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [%n, %c3, 4] : tensor<?xf32> into tensor<?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x?x4xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @ce_dyn_only(%a: tensor<?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [%n, %m, 4] : tensor<?xf32> into tensor<?x?x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %2 = tensor.cast %1 : tensor<?x4xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @ec_dyn(%a: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, %m] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @ec_dyn2(%a: tensor<?x4x5xf32>, %n: index) -> tensor<?x20xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<?x4x5xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, 20] : tensor<?xf32> into tensor<?x20xf32>
  return %1 : tensor<?x20xf32>
}
func.func @ec_cast(%a: tensor<2x3x20xf32>) -> tensor<?x20xf32> {
  %c = tensor.cast %a : tensor<2x3x20xf32> to tensor<?x3x20xf32>
  %0 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x20xf32> into tensor<?x20xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x20xf32> into tensor<?xf32>
  %c6 = arith.constant 6 : index
  %2 = tensor.expand_shape %1 [[0, 1]] output_shape [%c6, 20] : tensor<?xf32> into tensor<?x20xf32>
  %3 = tensor.cast %2 : tensor<?x20xf32> to tensor<?x20xf32>
  return %3 : tensor<?x20xf32>
}
func.func @enc(%a: tensor<2x3x4xf32, "enc">) -> tensor<24xf32, "enc"> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32, "enc"> into tensor<6x4xf32, "enc">
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32, "enc"> into tensor<24xf32, "enc">
  return %1 : tensor<24xf32, "enc">
}
func.func @two_uses(%a: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<6x4xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %1, %0 : tensor<24xf32>, tensor<6x4xf32>
}
func.func @ec_unit(%a: tensor<1x4x1x5xf32>) -> tensor<4x5x1xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<1x4x1x5xf32> into tensor<20xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [4, 5, 1] : tensor<20xf32> into tensor<4x5x1xf32>
  return %1 : tensor<4x5x1xf32>
}
