// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f() -> (vector<4xi32>, tensor<2xf32>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<4> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %c = arith.constant dense<1.5> : tensor<2xf32>
  %1 = arith.addf %c, %c : tensor<2xf32>
  return %0, %1 : vector<4xi32>, tensor<2xf32>
}
