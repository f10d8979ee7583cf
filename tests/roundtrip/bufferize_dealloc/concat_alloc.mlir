// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// tensor.concat and bufferization.alloc_tensor copy of an argument, both modified
func.func @cat(%a: tensor<3xf32>, %b: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, tensor<3xf32>) {
  %c = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<?xf32>) -> tensor<?xf32>
  %cp = bufferization.alloc_tensor() copy(%a) : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %cp[%c0] : tensor<3xf32>
  %x = tensor.insert %v into %c[%c0] : tensor<?xf32>
  return %x, %w : tensor<?xf32>, tensor<3xf32>
}
