// FLAGS: --allow-unregistered-dialect -canonicalize
// Duplicated and unused while results are removed.
func.func @f(%a: i64) -> (i64, i64) {
  %r:3 = scf.while (%x = %a) : (i64) -> (i64, i64, i64) {
    %c = "foo.cond"(%x) : (i64) -> i1
    %v = "foo.v"(%x) : (i64) -> i64
    scf.condition(%c) %v, %v, %x : i64, i64, i64
  } do {
  ^bb0(%p: i64, %q: i64, %s: i64):
    %n = "foo.step"(%p) : (i64) -> i64
    scf.yield %n : i64
  }
  return %r#0, %r#1 : i64, i64
}
