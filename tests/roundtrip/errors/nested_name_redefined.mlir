// a value name defined in an outer region cannot be redefined in a nested region.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %c0 = arith.constant 1 : index
  }
  return
}
