// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
func.func @pad(%t: tensor<?xf32>, %lo: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[%lo] high[%c2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @pad_static(%t: tensor<6xf32>) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  %0 = tensor.pad %t low[%c3] high[%c2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<6xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @concat(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %a, %b, %a : (tensor<?xf32>, tensor<3xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
