// End-to-end program for the interpreter's scalar semantics: integer widths and overflow,
// signed/unsigned division and shifts, comparisons, casts, f16/bf16/f32/f64 rounding, and the
// print functions. The e2e suite runs it with mlir-runner (after mlir-opt -cse) and with
// bufopt-runner, which must print the same.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: ( -128, 255, 127, -1, 1, -3, 3, 1 )
// CHECK-NEXT: ( 2, -3, 4611686018427387902, -1, 1, 0, 1, 0 )
// CHECK-NEXT: ( 0.0333333, 0.0333333, 0.0333252, 0.0334473, 3.33333e+08, -3.33333e+08, 1.73205, 1.10517, -3.33333e+08, 3 )
// CHECK-NEXT: 2.25e-10, 0, 18446744073709551609
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printNewline()

func.func @i(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  return
}
func.func @ic(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @f(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  // i8 wrap-around, extensions, truncation.
  %a = arith.constant 127 : i8
  %one8 = arith.constant 1 : i8
  %b = arith.addi %a, %one8 : i8
  %bs = arith.extsi %b : i8 to i64
  %m1 = arith.constant -1 : i8
  %bu = arith.extui %m1 : i8 to i64
  %big = arith.constant 383 : i64
  %t = arith.trunci %big : i64 to i8
  %ts = arith.extsi %t : i8 to i64
  %m1s = arith.extsi %m1 : i8 to i64
  // Division flavours.
  %n7 = arith.constant -7 : i64
  %p3 = arith.constant 3 : i64
  %d1 = arith.ceildivsi %n7, %p3 : i64
  %d2 = arith.floordivsi %n7, %p3 : i64
  %p7 = arith.constant 7 : i64
  %d3 = arith.ceildivsi %p7, %p3 : i64
  %r1 = arith.remsi %p7, %p3 : i64
  call @printOpen() : () -> ()
  call @ic(%bs) : (i64) -> ()
  call @ic(%bu) : (i64) -> ()
  call @ic(%ts) : (i64) -> ()
  call @ic(%m1s) : (i64) -> ()
  %d1n = arith.subi %p3, %p3 : i64
  %d1a = arith.addi %d1, %p3 : i64
  call @ic(%d1a) : (i64) -> ()
  %d2a = arith.addi %d2, %d1n : i64
  %d2b = arith.addi %d2a, %p3 : i64
  %d2c = arith.subi %d2b, %p3 : i64
  %d2d = arith.addi %d2c, %d1n : i64
  call @ic(%d2d) : (i64) -> ()
  call @ic(%d3) : (i64) -> ()
  call @i(%r1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  // Shifts, unsigned ops, comparisons.
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %s1 = arith.shli %c1, %c1 : i64
  %s2 = arith.shrsi %n7, %c1 : i64
  %s3 = arith.shrui %n7, %c2 : i64
  %mx = arith.maxui %n7, %c1 : i64
  %cmp1 = arith.cmpi ult, %c1, %n7 : i64
  %cmp2 = arith.cmpi slt, %c1, %n7 : i64
  %e1 = arith.extui %cmp1 : i1 to i64
  %e2 = arith.extui %cmp2 : i1 to i64
  %sel = arith.select %cmp2, %c2, %c1 : i64
  %mn = arith.minsi %n7, %c1 : i64
  %mnz = arith.cmpi eq, %mn, %n7 : i64
  %e3 = arith.extui %mnz : i1 to i64
  call @printOpen() : () -> ()
  call @ic(%s1) : (i64) -> ()
  %s2b = arith.addi %s2, %c1 : i64
  call @ic(%s2b) : (i64) -> ()
  call @ic(%s3) : (i64) -> ()
  %mxc = arith.cmpi eq, %mx, %n7 : i64
  %mxe = arith.extsi %mxc : i1 to i64
  call @ic(%mxe) : (i64) -> ()
  call @ic(%e1) : (i64) -> ()
  call @ic(%e2) : (i64) -> ()
  call @ic(%sel) : (i64) -> ()
  %z = arith.subi %e3, %c1 : i64
  call @i(%z) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  // Floats: rounding per type and %g printing.
  %x = arith.constant 0.1 : f64
  %y = arith.constant 3.0 : f64
  %q = arith.divf %x, %y : f64
  %xf = arith.truncf %x : f64 to f32
  %yf = arith.truncf %y : f64 to f32
  %qf = arith.divf %xf, %yf : f32
  %qfe = arith.extf %qf : f32 to f64
  %xh = arith.truncf %x : f64 to f16
  %yh = arith.truncf %y : f64 to f16
  %qh = arith.divf %xh, %yh : f16
  %qhe = arith.extf %qh : f16 to f64
  %xb = arith.truncf %x : f64 to bf16
  %yb = arith.truncf %y : f64 to bf16
  %qb = arith.divf %xb, %yb : bf16
  %qbe = arith.extf %qb : bf16 to f64
  %k = arith.constant 1.0e10 : f64
  %qk = arith.mulf %q, %k : f64
  %neg = arith.negf %qk : f64
  %fi = arith.fptosi %neg : f64 to i64
  %back = arith.sitofp %fi : i64 to f64
  %sq = math.sqrt %y : f64
  %ex = math.exp %x : f64
  %fl = math.floor %neg : f64
  %mxf = arith.maximumf %x, %y : f64
  call @printOpen() : () -> ()
  call @f(%q) : (f64) -> ()
  call @f(%qfe) : (f64) -> ()
  call @f(%qhe) : (f64) -> ()
  call @f(%qbe) : (f64) -> ()
  call @f(%qk) : (f64) -> ()
  call @f(%back) : (f64) -> ()
  call @f(%sq) : (f64) -> ()
  call @f(%ex) : (f64) -> ()
  call @f(%fl) : (f64) -> ()
  call @printF64(%mxf) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %ff = arith.constant 1.5e-5 : f32
  %ff2 = arith.mulf %ff, %ff : f32
  call @printF32(%ff2) : (f32) -> ()
  call @printComma() : () -> ()
  %cmpf = arith.cmpf olt, %ff, %ff2 : f32
  %cmpe = arith.extui %cmpf : i1 to i64
  call @printU64(%cmpe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%n7) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
