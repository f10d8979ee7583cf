// mlir-opt: error: operation defines 1 results but was provided 2 to bind
// Generic op declares two result names but its type has one result.
func.func @f() {
  %a:2 = "foo.op"() : () -> i32
  return
}
