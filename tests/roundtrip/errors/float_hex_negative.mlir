// mlir-opt: error: hexadecimal float literal should not have a leading minus
// Hex bit-pattern float literals cannot be negated.
func.func @f() {
  "foo.op"() {v = -0x3F800000 : f32} : () -> ()
  return
}
