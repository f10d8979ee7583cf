// FLAGS: -canonicalize --allow-unregistered-dialect
// An scf.if without results whose else branch only yields loses that branch
// and keeps the attributes written on it.
func.func @marked(%flag: i1) {
  scf.if %flag {
    "work.step"() : () -> ()
  } else {
  } {origin = "user", weight = 3 : i64}
  return
}
