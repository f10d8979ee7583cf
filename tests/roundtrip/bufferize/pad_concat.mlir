// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @pad(%t: tensor<3x4xf32>, %f: f32) -> tensor<6x6xf32> {
  %0 = tensor.pad %t low[1, 1] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<3x4xf32> to tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
func.func @pad_nofb(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = tensor.empty() : tensor<3x4xf32>
  %0 = tensor.pad %t low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    tensor.yield %y : f32
  } : tensor<3x4xf32> to tensor<3x6xf32>
  %e = tensor.extract %0[%c0, %c0] : tensor<3x6xf32>
  return %e : f32
}
func.func @concat3(%a: tensor<2xf32>, %b: tensor<3xf32>, %c: tensor<1xf32>) -> tensor<6xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<2xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
