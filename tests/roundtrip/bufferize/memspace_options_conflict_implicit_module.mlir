// FLAGS: -one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space"
// The two memory-space options exclude each other. The error is reported on
// the module, which is implicit here: mlir-opt places it at line 0, column 0
// of the file, with no source line under it.
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
