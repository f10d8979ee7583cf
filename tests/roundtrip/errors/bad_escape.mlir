// mlir-opt: error: unknown escape in string literal
// Invalid escape sequence in a string literal.
func.func @f() {
  "foo.op"() {s = "bad \q escape"} : () -> ()
  return
}
