// mlir-opt: error: integer constant out of range for attribute
// Integer literal does not fit in the attribute's type.
func.func @f() {
  "foo.op"() {v = 256 : i8} : () -> ()
  return
}
