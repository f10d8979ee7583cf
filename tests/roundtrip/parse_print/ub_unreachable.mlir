// `ub.unreachable` ends a block control never reaches.
func.func @never_returns(%c: i1) -> i32 {
  cf.cond_br %c, ^ok, ^dead
^ok:
  %one = arith.constant 1 : i32
  return %one : i32
^dead:
  ub.unreachable
}
