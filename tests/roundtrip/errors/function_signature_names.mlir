// FLAGS: --split-input-file
// A function's arguments are either all named or all bare types: mlir-opt
// rejects a bare type after a named argument where the type starts, and a
// named argument after a bare type at its name.
func.func @f(%a: i32, i32) {
  return
}

// -----
func.func @g(i32, %a: i32) {
  return
}
