// mlir-opt: error: expected valid attribute name
// An empty string is not a valid attribute dictionary key.
func.func @f() attributes {"" = 1 : i32} {
  return
}
