// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// registered arith ops written in generic form with properties and discardable attributes.
func.func @g(%a: i32, %b: i32, %f: f32) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> {extra = 3 : i8} : (i32, i32) -> i32
  %1 = "arith.cmpi"(%0, %b) <{predicate = 4 : i64}> : (i32, i32) -> i1
  %2 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %3 = "arith.select"(%1, %0, %2) : (i1, i32, i32) -> i32
  %4 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %5 = arith.mulf %4, %4 fastmath<fast> : f32
  %6 = "arith.truncf"(%5) <{roundingmode = 1 : i32}> : (f32) -> f16
  "foo.sink"(%6) : (f16) -> ()
  return %3 : i32
}
