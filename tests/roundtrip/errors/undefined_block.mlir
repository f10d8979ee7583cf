// mlir-opt: error: reference to an undefined block
// Branch to a block label that is never defined.
func.func @f() {
  cf.br ^missing
}
