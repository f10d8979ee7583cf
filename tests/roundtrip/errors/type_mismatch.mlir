// mlir-opt: error: use of value '%b' expects different type than prior uses: 'i32' vs 'i64'
// Custom form: operand used with a type different from its definition.
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
