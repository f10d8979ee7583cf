// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// The function-boundary analysis reads a function's results from its
// func.return ops; a body that ends only in spirv.Return is refused (after
// the body itself was analysed), even with no tensor in sight.
func.func @ends_in_spirv(%m: memref<3xf64>) {
  spirv.Return
}
