// arith ops written in generic form, printed back in custom form.
func.func @g(%a: i32, %b: i32, %f: f32, %v: vector<2xf32>) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> {extra = 3 : i8} : (i32, i32) -> i32
  %1 = "arith.cmpi"(%0, %b) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %2 = "arith.constant"() <{value = 42 : i32}> {name = "answer"} : () -> i32
  %3 = "arith.select"(%1, %0, %2) : (i1, i32, i32) -> i32
  %4 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %5 = "arith.cmpf"(%4, %f) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
  %6 = "arith.truncf"(%4) <{roundingmode = 3 : i32}> : (f32) -> f16
  %7 = "arith.maxnumf"(%v, %v) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %8 = "arith.shrui"(%a, %b) {"quoted name" = 1} : (i32, i32) -> i32
  "foo.sink"(%5, %6, %7, %8) : (i1, f16, vector<2xf32>, i32) -> ()
  return %3 : i32
}
