// Every complex op in custom form, printed back as mlir-opt 22 prints it.
func.func @f(%a: complex<f32>, %b: complex<f32>, %r: f32, %i: f32, %t: tensor<4xcomplex<f32>>) -> complex<f32> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %0 = complex.create %r, %i : complex<f32>
  %1 = complex.re %0 : complex<f32>
  %2 = complex.im %0 : complex<f32>
  %3 = complex.add %a, %b : complex<f32>
  %4 = complex.sub %3, %c : complex<f32>
  %5 = complex.mul %4, %b fastmath<nnan> : complex<f32>
  %6 = complex.div %5, %b : complex<f32>
  %7 = complex.abs %6 : complex<f32>
  %8 = complex.exp %6 : complex<f32>
  %9 = complex.log %8 : complex<f32>
  %10 = complex.neg %9 : complex<f32>
  %11 = complex.conj %10 : complex<f32>
  %12 = complex.eq %11, %a : complex<f32>
  %13 = complex.neq %11, %a : complex<f32>
  %14 = complex.sqrt %11 : complex<f32>
  %15 = complex.sin %14 : complex<f32>
  %16 = complex.cos %15 : complex<f32>
  %17 = complex.tanh %16 : complex<f32>
  %18 = complex.pow %17, %a : complex<f32>
  %19 = complex.rsqrt %18 : complex<f32>
  %20 = complex.angle %19 : complex<f32>
  %21 = complex.sign %19 : complex<f32>
  %22 = complex.expm1 %21 : complex<f32>
  %23 = complex.log1p %22 : complex<f32>
  %24 = complex.tan %23 : complex<f32>
  %25 = complex.bitcast %24 : complex<f32> to i64
  %26 = complex.atan2 %24, %a : complex<f32>
  %n = arith.constant 3 : i32
  %27 = complex.powi %24, %n : complex<f32>, i32
  return %24 : complex<f32>
}
