// mlir-opt: error: attribute '"bufferization.bogus"' not supported as an op attribute by the bufferization dialect
// A discardable attribute in the (registered) bufferization namespace that the dialect does not know.
func.func @f() {
  "foo.x"() {bufferization.bogus = 1} : () -> ()
  return
}
