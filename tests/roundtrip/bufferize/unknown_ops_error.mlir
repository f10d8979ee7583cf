// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries"
func.func @u(%t: tensor<?x?xf32>, %i: index, %j: index, %f: f32) -> (tensor<?x?xf32>, f32) {
  %0 = "test.unknown"(%t) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.extract %0[%i, %j] : tensor<?x?xf32>
  %2 = tensor.insert %f into %0[%i, %j] : tensor<?x?xf32>
  %3 = "test.unknown2"(%2) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %3, %1 : tensor<?x?xf32>, f32
}
