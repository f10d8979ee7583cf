// FLAGS: --allow-unregistered-dialect
// Regions of ops in generic form keep the enclosing default dialect (func here), so the
// undotted `call` and `return` resolve to func ops.
func.func @f() {
  "scf.execute_region"() ({
    call @f() : () -> ()
    scf.yield
  }) : () -> ()
  "test.wrapper"() ({
    call @f() : () -> ()
  }) : () -> ()
  return
}
