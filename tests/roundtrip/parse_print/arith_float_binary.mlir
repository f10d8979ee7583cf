// Float arithmetic with fastmath flags, unary negation and min/max flavours.
func.func @float_binary(%a: f32, %b: f32, %v: vector<[4]xf16>, %t: tensor<2x2xf64>) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<nnan> : f32
  %2 = arith.mulf %1, %a fastmath<nnan, ninf> : f32
  %3 = arith.divf %2, %b fastmath<fast> : f32
  %4 = arith.remf %3, %b fastmath<reassoc, nsz, arcp, contract, afn> : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %b : f32
  %7 = arith.minimumf %6, %b fastmath<nnan> : f32
  %8 = arith.maxnumf %7, %b : f32
  %9 = arith.minnumf %8, %b : f32
  %10 = arith.addf %9, %a fastmath<none> : f32
  %11 = arith.mulf %v, %v fastmath<reassoc> : vector<[4]xf16>
  %12 = arith.subf %t, %t : tensor<2x2xf64>
  %13 = arith.negf %v fastmath<nsz> : vector<[4]xf16>
  %14 = arith.mulf %a, %b fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  "foo.keep"(%11, %12, %13, %14) : (vector<[4]xf16>, tensor<2x2xf64>, vector<[4]xf16>, f32) -> ()
  return %10 : f32
}
