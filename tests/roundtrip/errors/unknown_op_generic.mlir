// mlir-opt: error: unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations
// Unknown op of a registered dialect in generic form is rejected even with --allow-unregistered-dialect.
func.func @f(%a: i32) -> i32 {
  %0 = "arith.frobnicate"(%a) : (i32) -> i32
  return %0 : i32
}
