// FLAGS: --allow-unregistered-dialect
// An op in custom form without a default dialect (scf.execute_region) gives its region an
// empty default dialect: an undotted name is looked up as `.call`.
func.func @f() {
  scf.execute_region {
    call @f() : () -> ()
    scf.yield
  }
  return
}
