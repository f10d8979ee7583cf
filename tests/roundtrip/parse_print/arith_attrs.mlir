// arith ops with fastmath, overflow flags, rounding modes and extra discardable attributes.
func.func @flags(%a: f32, %b: f32, %i: i32, %j: i32, %v: vector<4xf16>) -> f32 {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %0, %b fastmath<nnan,ninf> : f32
  %2 = arith.subf %1, %a fastmath<none> : f32
  %3 = arith.divf %2, %a {tag = "keep"} : f32
  %4 = arith.addf %3, %3 fastmath<contract,afn> {tag = 1 : i64} : f32
  %5 = arith.addi %i, %j overflow<nsw> : i32
  %6 = arith.muli %5, %j overflow<nsw, nuw> : i32
  %7 = arith.subi %6, %i overflow<nuw> {x.y = unit} : i32
  %8 = arith.shli %7, %j overflow<none> : i32
  %9 = arith.negf %v fastmath<reassoc> : vector<4xf16>
  %10 = arith.truncf %a to_nearest_even : f32 to bf16
  %11 = arith.truncf %a downward fastmath<nnan> : f32 to f16
  %12 = arith.cmpf ogt, %a, %b fastmath<nnan> : f32
  %13 = arith.cmpf "ult", %a, %b : f32
  %14 = arith.cmpi "sge", %i, %j : i32
  %15 = arith.select %12, %a, %b {attr} : f32
  %16 = arith.maximumf %a, %b fastmath<ninf,nsz,arcp> : f32
  %17 = arith.remf %a, %b fastmath<fast> : f32
  "foo.use"(%8, %9, %10, %11, %13, %14, %15, %16, %17) : (i32, vector<4xf16>, bf16, f16, i1, i1, f32, f32, f32) -> ()
  return %4 : f32
}
