// mlir-opt: error: expected '}' in attribute dictionary
// An exponent without a decimal point is not a float literal in MLIR (1e5 lexes as 1 then e5).
func.func @f() {
  "foo.op"() {v = 1e5 : f32} : () -> ()
  return
}
