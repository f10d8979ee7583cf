// FLAGS: --allow-unregistered-dialect -canonicalize
// Multi-block execute_region with several exits, inlined into a CFG.
func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^x, ^y
^x:
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^p, ^q
  ^p:
    scf.yield %a : i32
  ^q:
    %s = "foo.s"(%b) : (i32) -> i32
    scf.yield %s : i32
  }
  cf.br ^y
^y:
  return %a : i32
}
