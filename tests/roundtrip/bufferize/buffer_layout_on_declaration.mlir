// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// After bufferizing function boundaries the bufferization argument
// attributes are dropped from functions with a body only: a declaration
// keeps its bufferization.buffer_layout (as mlir-opt 22 does).
func.func private @ext_identity(tensor<8xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}, f32)
func.func private @ext_strided(tensor<2x3xf32> {bufferization.buffer_layout = strided<[3, 1], offset: ?>})

func.func @body(%t: tensor<8xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}, %x: f32) -> tensor<8xi32> {
  call @ext_identity(%t, %x) : (tensor<8xi32>, f32) -> ()
  return %t : tensor<8xi32>
}
