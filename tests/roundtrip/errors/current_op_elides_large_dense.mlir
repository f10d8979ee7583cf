// The "see current operation" note elides dense attributes of more than 16
// elements, as mlir-opt does in every diagnostic; 16 elements are printed.
func.func @f() -> tensor<20xi64> {
  %a = "arith.constant"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>} : () -> tensor<16xi32>
  %b = "arith.constant"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : tensor<20xi32>} : () -> tensor<20xi64>
  return %b : tensor<20xi64>
}
