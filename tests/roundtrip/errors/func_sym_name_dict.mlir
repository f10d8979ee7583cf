// sym_name in the attribute dictionary of func.func is rejected even though the name is also given.
func.func @f() attributes {sym_name = "g"} {
  return
}
