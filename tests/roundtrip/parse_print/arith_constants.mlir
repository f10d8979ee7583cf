// arith.constant of scalars, vectors and tensors; result naming of constants.
func.func @constants() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c42_i32 = arith.constant 42 : i32
  %cm1 = arith.constant -1 : i64
  %t = arith.constant true
  %f = arith.constant false
  %c7 = arith.constant 7 : i7
  %cst = arith.constant 1.5 : f32
  %cst2 = arith.constant -0.0 : f64
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0xFFF8000000000000 : f64
  %bf = arith.constant 2.0 : bf16
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %vs = arith.constant dense<0.0> : vector<2x[4]xf32>
  %tz = arith.constant dense<0> : tensor<2x3xi8>
  %tf = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %tb = arith.constant dense<[true, false]> : tensor<2xi1>
  %big = arith.constant 18446744073709551615 : i64
  %huge = arith.constant 123456789012345678901234567890 : i128
  %u = arith.constant 255 : i8
  "foo.keep"(%c0, %c1, %c42_i32, %cm1, %t, %f, %c7, %cst, %cst2, %inf, %nan, %bf) : (index, index, i32, i64, i1, i1, i7, f32, f64, f32, f64, bf16) -> ()
  "foo.keep"(%v, %vs, %tz, %tf, %tb, %big, %huge, %u) : (vector<4xi32>, vector<2x[4]xf32>, tensor<2x3xi8>, tensor<2x2xf16>, tensor<2xi1>, i64, i128, i8) -> ()
  return
}
