// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @pad(%t: tensor<?x4xf32>, %l: index, %h: index, %f: f32) -> tensor<?x9xf32> {
  %r = tensor.pad %t low[%l, 2] high[%h, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x9xf32>
  return %r : tensor<?x9xf32>
}
func.func @pad_static_src(%t: tensor<3x4xf32>, %l: index, %f: f32) -> tensor<?x4xf32> {
  %r = tensor.pad %t low[%l, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<3x4xf32> to tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @concat(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @concat1(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}
func.func @concat_other_dyn(%a: tensor<?x3xf32>, %b: tensor<?x5xf32>) -> tensor<?x8xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<?x5xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
