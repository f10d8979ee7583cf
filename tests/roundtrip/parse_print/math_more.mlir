// math ops with fastmath flags, vector/tensor operands, fpowi/ipowi, sincos, clampf, integer ops.
func.func @m(%f: f32, %h: f16, %v: vector<4xbf16>, %t: tensor<2xf64>, %i: i32, %iv: vector<3xi8>) {
  %0 = math.sqrt %f fastmath<fast> : f32
  %1 = math.exp %v fastmath<nnan,ninf> : vector<4xbf16>
  %2 = math.fma %t, %t, %t : tensor<2xf64>
  %3 = math.fpowi %f, %i : f32, i32
  %4 = math.ipowi %iv, %iv : vector<3xi8>
  %5 = math.ctlz %i : i32
  %6 = math.absi %iv : vector<3xi8>
  %7 = math.powf %h, %h fastmath<afn> : f16
  %8 = math.atan2 %f, %f : f32
  %9 = math.isnan %v : vector<4xbf16>
  %10 = math.round %t {tag} : tensor<2xf64>
  %11:2 = math.sincos %f : f32
  %12 = math.clampf %f to [%f, %f] : f32
  %13 = math.copysign %h, %h fastmath<nsz> : f16
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11#1, %12, %13) : (f32, vector<4xbf16>, tensor<2xf64>, f32, vector<3xi8>, i32, vector<3xi8>, f16, f32, vector<4xi1>, tensor<2xf64>, f32, f32, f16) -> ()
  return
}
