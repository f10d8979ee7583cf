// constants of unusual element types and values.
func.func @consts() {
  %0 = arith.constant 0.0 : f16
  %1 = arith.constant -0.0 : bf16
  %2 = arith.constant 1.5 : f8E4M3FN
  %3 = arith.constant 0x7C00 : f16
  %4 = arith.constant 0xFF800000 : f32
  %5 = arith.constant 0x7FF8000000000000 : f64
  %6 = arith.constant 3.0 : f8E5M2
  %7 = arith.constant true
  %8 = arith.constant false
  %9 = arith.constant 1 : i1
  %10 = arith.constant -1 : i8
  %11 = arith.constant 255 : i8
  %12 = arith.constant 0 : index
  %13 = arith.constant -9223372036854775808 : i64
  %14 = arith.constant dense<[1, 2, 3]> : vector<3xindex>
  %15 = arith.constant dense<true> : vector<2x2xi1>
  %16 = arith.constant dense<1.0> : tensor<f32>
  %17 = arith.constant dense<[[0.5, 1.0], [2.0, 4.0]]> : tensor<2x2xbf16>
  %18 = arith.constant 1.0e10 : f32
  %19 = arith.constant 1.0e-7 : f64
  %20 = arith.constant 170141183460469231731687303715884105727 : i128
  %21 = arith.constant dense<[0x7E00, 0x0001]> : vector<2xf16>
  %22 = arith.constant 0.1 : f80
  %23 = arith.constant 7 : i3
  %24 = arith.constant dense<> : tensor<0xi32>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24) : (f16, bf16, f8E4M3FN, f16, f32, f64, f8E5M2, i1, i1, i1, i8, i8, index, i64, vector<3xindex>, vector<2x2xi1>, tensor<f32>, tensor<2x2xbf16>, f32, f64, i128, vector<2xf16>, f80, i3, tensor<0xi32>) -> ()
  return
}
