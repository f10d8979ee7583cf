// mlir-opt: error: unexpected decimal integer literal for a floating point value
// A decimal integer literal cannot be typed as a float.
func.func @f() {
  "foo.op"() {v = 1 : f32} : () -> ()
  return
}
