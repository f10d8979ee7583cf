// mlir-opt: error: custom op 'e' is unknown (tried 'func.e' as well)
// Malformed float literal.
func.func @f() -> f32 {
  %0 = arith.constant 1.5e : f32
  return %0 : f32
}
