// FLAGS: --mlir-print-op-generic
// In the generic form a function's argument attributes are part of its
// properties, so a map there is an ordinary use and gets an alias.
func.func @only_on_argument(%x: tensor<4xf32> {bufferization.buffer_layout = affine_map<(i) -> (i)>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
