// FLAGS:
// A branch of scf.if yielding a value of another type than the op's result:
// the error names the edge, and its note points at the scf.yield that
// branches back to the op.
func.func @yield_type(%c: i1, %x: f32, %k: i32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %k : i32
  }
  return %r : f32
}
