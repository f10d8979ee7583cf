// FLAGS: --mlir-print-op-generic
// mlir-opt: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// Unregistered op rejected when --allow-unregistered-dialect is not passed.
func.func @f() {
  "foo.op"() : () -> ()
  return
}
