// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
func.func @leaf(%t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<?xf32>
  %s = tensor.extract_slice %w[1][2][1] : tensor<?xf32> to tensor<2xf32>
  %d = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  return %w, %d : tensor<?xf32>, tensor<?xf32>
}
func.func @later_user(%t: tensor<?xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a:2 = func.call @mid(%t, %v) : (tensor<?xf32>, f32) -> (tensor<?xf32>, tensor<?xf32>)
  %x = tensor.extract %a#1[%c0] : tensor<?xf32>
  %y = tensor.extract %t[%c0] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
func.func @mid(%t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %a:2 = func.call @leaf(%t, %v) : (tensor<?xf32>, f32) -> (tensor<?xf32>, tensor<?xf32>)
  %b:2 = func.call @leaf(%a#1, %v) : (tensor<?xf32>, f32) -> (tensor<?xf32>, tensor<?xf32>)
  return %b#0, %a#0 : tensor<?xf32>, tensor<?xf32>
}
func.func @ro(%t: tensor<?xf32> {bufferization.writable = false}, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}
func.func @given_access(%t: tensor<?xf32> {bufferization.access = "none"}, %u: tensor<?xf32> {bufferization.access = "write"}, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  return %x : f32
}
func.func @layouts(%t: tensor<4xf32> , %u: tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %u[%c0] : tensor<4xf32>
  %w2 = tensor.insert %x into %w[%c0] : tensor<4xf32>
  return %w2 : tensor<4xf32>
}
func.func @calls_layouts(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = func.call @layouts(%t, %t, %v) : (tensor<4xf32>, tensor<4xf32>, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @no_tensors(%i: index) -> index {
  return %i : index
}
