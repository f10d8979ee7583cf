// FLAGS: -canonicalize
// Float ops, float casts and selects on non-splat dense constants fold
// element by element; cmpf only folds scalars.
func.func @binary() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>) {
  %a = arith.constant dense<[1.5, -2.0, 0x7FC00000]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 0.0, 1.0]> : vector<3xf32>
  %0 = arith.addf %a, %b : vector<3xf32>
  %1 = arith.mulf %a, %b : vector<3xf32>
  %2 = arith.divf %a, %b : vector<3xf32>
  %3 = arith.minimumf %a, %b : vector<3xf32>
  %4 = arith.maxnumf %a, %b : vector<3xf32>
  %5 = arith.negf %a : vector<3xf32>
  %6 = arith.cmpf olt, %a, %b : vector<3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>
}
func.func @splats() -> (vector<2xf16>, tensor<2xbf16>) {
  %a = arith.constant dense<2.0> : vector<2xf16>
  %0 = arith.negf %a : vector<2xf16>
  %e = arith.constant dense<[1.0, 3.0]> : tensor<2xbf16>
  %f = arith.constant dense<0x7FC0> : tensor<2xbf16>
  %1 = arith.maxnumf %f, %e : tensor<2xbf16>
  return %0, %1 : vector<2xf16>, tensor<2xbf16>
}
func.func @casts() -> (vector<2xf64>, vector<2xf16>, vector<2xf16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xf32>) {
  %a = arith.constant dense<[1.0, 2.5]> : vector<2xf32>
  %0 = arith.extf %a : vector<2xf32> to vector<2xf64>
  %1 = arith.truncf %a : vector<2xf32> to vector<2xf16>
  %b = arith.constant dense<[1.0, 0.1]> : vector<2xf32>
  %2 = arith.truncf %b : vector<2xf32> to vector<2xf16>
  %3 = arith.fptosi %a : vector<2xf32> to vector<2xi32>
  %c = arith.constant dense<[-1.0, 2.0]> : vector<2xf32>
  %4 = arith.fptoui %c : vector<2xf32> to vector<2xi32>
  %5 = arith.bitcast %a : vector<2xf32> to vector<2xi32>
  %i = arith.constant dense<[0, -1082130432]> : vector<2xi32>
  %6 = arith.bitcast %i : vector<2xi32> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<2xf64>, vector<2xf16>, vector<2xf16>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xf32>
}
func.func @select() -> (vector<3xi32>, tensor<3xf32>, vector<3xi32>, vector<3xi32>) {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %0 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %tc = arith.constant dense<[false, true, false]> : tensor<3xi1>
  %x = arith.constant dense<1.0> : tensor<3xf32>
  %y = arith.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
  %1 = arith.select %tc, %x, %y : tensor<3xi1>, tensor<3xf32>
  %s = arith.constant dense<7> : vector<3xi32>
  %2 = arith.select %c, %s, %s : vector<3xi1>, vector<3xi32>
  %3 = arith.select %c, %s, %b : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, tensor<3xf32>, vector<3xi32>, vector<3xi32>
}
func.func @select_not_all_const(%v: vector<3xi32>) -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %0 = arith.select %c, %a, %v : vector<3xi1>, vector<3xi32>
  return %0 : vector<3xi32>
}
