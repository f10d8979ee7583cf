// A strided layout needs one symbol operand per dynamic stride and one for a
// dynamic offset; none given here, where two are needed.
func.func @f() -> memref<4xf32, strided<[?], offset: ?>> {
  %b = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}
