// FLAGS: -canonicalize
// tensor.concat: single input, inferred result type (cast back), operands cast to the implied types
func.func @a(%x: tensor<3x?xf32>, %y: tensor<?x2xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %x, %y : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @b(%x: tensor<3x?xf32>, %y: tensor<?x2xf32>) -> tensor<5x?xf32> {
  %0 = tensor.concat dim(0) %x, %y : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}
func.func @c(%x: tensor<3x?xf32>, %y: tensor<2x2xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %x, %y : (tensor<3x?xf32>, tensor<2x2xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @d(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %x : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @e(%x: tensor<3xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %x : (tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
