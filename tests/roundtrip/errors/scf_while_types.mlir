// scf.condition forwards values whose types differ from the after-region arguments.
func.func @f(%x: i32, %c: i1) -> f32 {
  %r = scf.while (%a = %x) : (i32) -> f32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return %r : f32
}
