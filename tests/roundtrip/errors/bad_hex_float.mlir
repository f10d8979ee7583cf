// mlir-opt: error: hexadecimal float constant out of range for type
// Hexadecimal float literal whose bit width does not match the float type.
func.func @f() {
  "foo.op"() {v = 0x7F800000 : f16} : () -> ()
  return
}
