// FLAGS: -canonicalize
// Comparing an int-to-float conversion with a float constant compares the
// integer instead, or is decided, where the conversion cannot matter.
func.func @small_ints(%x: i8, %u: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i8 to f32
  %b = arith.uitofp %u : i8 to f32
  %c3 = arith.constant 3.0 : f32
  %r0 = arith.cmpf olt, %a, %c3 : f32
  %r1 = arith.cmpf uge, %a, %c3 : f32
  %r2 = arith.cmpf oeq, %b, %c3 : f32
  %r3 = arith.cmpf une, %b, %c3 : f32
  %r4 = arith.cmpf ogt, %b, %c3 : f32
  %r5 = arith.cmpf ord, %a, %c3 : f32
  %r6 = arith.cmpf uno, %b, %c3 : f32
  %r7 = arith.cmpf ole, %a, %c3 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @out_of_range(%x: i8, %u: i8) -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i8 to f32
  %b = arith.uitofp %u : i8 to f32
  %big = arith.constant 300.0 : f32
  %neg = arith.constant -300.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf olt, %a, %big : f32
  %r1 = arith.cmpf ogt, %a, %big : f32
  %r2 = arith.cmpf oge, %a, %neg : f32
  %r3 = arith.cmpf ueq, %b, %neg : f32
  %r4 = arith.cmpf ule, %b, %big : f32
  %r5 = arith.cmpf ogt, %a, %ninf : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @fractional(%x: i16, %u: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i16 to f32
  %b = arith.uitofp %u : i16 to f32
  %p = arith.constant 4.5 : f32
  %n = arith.constant -4.5 : f32
  %r0 = arith.cmpf oeq, %a, %p : f32
  %r1 = arith.cmpf one, %a, %p : f32
  %r2 = arith.cmpf olt, %a, %p : f32
  %r3 = arith.cmpf olt, %a, %n : f32
  %r4 = arith.cmpf ole, %a, %n : f32
  %r5 = arith.cmpf ogt, %a, %n : f32
  %r6 = arith.cmpf oge, %a, %p : f32
  %r7 = arith.cmpf ult, %b, %p : f32
  %r8 = arith.cmpf uge, %b, %p : f32
  %r9 = arith.cmpf ugt, %b, %n : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @unsigned_neg_small(%u: i16) -> (i1, i1, i1) {
  %b = arith.uitofp %u : i16 to f32
  %n = arith.constant -0.5 : f32
  %z = arith.constant -0.0 : f32
  %r0 = arith.cmpf oge, %b, %n : f32
  %r1 = arith.cmpf oeq, %b, %z : f32
  %r2 = arith.cmpf ule, %b, %n : f32
  return %r0, %r1, %r2 : i1, i1, i1
}
func.func @wide_ints(%x: i32, %y: i64, %u: i64) -> (i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f32
  %b = arith.sitofp %y : i64 to f32
  %c = arith.uitofp %u : i64 to f64
  %small = arith.constant 1.0e+03 : f32
  %huge = arith.constant 1.0e+09 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf olt, %a, %small : f32
  %r1 = arith.cmpf olt, %a, %huge : f32
  %r2 = arith.cmpf olt, %b, %pinf : f32
  %d = arith.constant 3.0e+20 : f64
  %r3 = arith.cmpf olt, %c, %d : f64
  %e = arith.constant 0.25 : f64
  %r4 = arith.cmpf ogt, %c, %e : f64
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}
func.func @half_types(%x: i16, %y: i8) -> (i1, i1, i1, i1) {
  %a = arith.sitofp %x : i16 to f16
  %b = arith.sitofp %y : i8 to bf16
  %c = arith.constant 2.048000e+03 : f16
  %d = arith.constant 6.550400e+04 : f16
  %e = arith.constant 1.000000e+02 : bf16
  %pinf = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf olt, %a, %c : f16
  %r1 = arith.cmpf olt, %a, %d : f16
  %r2 = arith.cmpf ogt, %b, %e : bf16
  %r3 = arith.cmpf olt, %a, %pinf : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
func.func @near_misses(%x: i8, %f: f32, %v: vector<2xi8>) -> (i1, i1, vector<2xi1>) {
  %a = arith.sitofp %x : i8 to f32
  %nan = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf olt, %a, %nan : f32
  %c = arith.constant 1.0 : f32
  %r1 = arith.cmpf olt, %f, %c : f32
  %w = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  %s = arith.constant dense<1.0> : vector<2xf32>
  %r2 = arith.cmpf olt, %w, %s : vector<2xf32>
  return %r0, %r1, %r2 : i1, i1, vector<2xi1>
}
func.func @i1_source(%x: i1) -> (i1, i1) {
  %a = arith.sitofp %x : i1 to f32
  %b = arith.uitofp %x : i1 to f32
  %m = arith.constant -1.0 : f32
  %r0 = arith.cmpf oeq, %a, %m : f32
  %h = arith.constant 0.5 : f32
  %r1 = arith.cmpf ogt, %b, %h : f32
  return %r0, %r1 : i1, i1
}
