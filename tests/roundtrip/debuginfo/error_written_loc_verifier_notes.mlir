// A verifier error whose note points at another op: each at its own
// written location, the note at a name without any position.
func.func @late_def(%a: i32) -> i32 {
  %s = arith.addi %d, %a : i32 loc("use.py":5:5)
  %d = arith.muli %a, %a : i32 loc("producer")
  return %s : i32 loc(unknown)
}
