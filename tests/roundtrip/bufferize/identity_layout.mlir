// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  %0 = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>
  %1 = tensor.insert %arg1 into %0[%arg2] : tensor<3xf32>
  %r = tensor.extract %0[%arg3] : tensor<3xf32>
  func.return %r, %1 : f32, tensor<3xf32>
}
func.func @slice(%t: tensor<?x?xf32>, %i: index, %s: index, %f: f32) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%i, 2][%s, 4][1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = tensor.insert_slice %1 into %t[%i, 2][%s, 4][1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
