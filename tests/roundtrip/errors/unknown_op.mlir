// mlir-opt: error: custom op 'arith.foo' is unknown
// Unknown op in a registered dialect (arith is registered, so no fallback to unregistered).
func.func @f(%a: i32) -> i32 {
  %0 = arith.foo %a, %a : i32
  return %0 : i32
}
