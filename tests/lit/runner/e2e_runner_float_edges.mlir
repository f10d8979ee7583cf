// Float and integer edge cases whose printed results come from the machine rather than from
// IEEE alone, run by mlir-runner and bufopt-runner alike: NaN signs from f16/bf16 arithmetic
// (LLVM computes them in f32), NaN operands of maximumf/minimumf, maxnumf of f16 zeros, the C library's single-precision
// functions (tan, erf, acosh out of its domain), rsqrt as two roundings, out-of-range
// float-to-integer conversions, shifts by the width or more, and the strides of a buffer with a
// zero-sized dimension (mlir-runner prints such a buffer's elements from memory it does not
// own, so the stride is printed alone). Every value passes through a function argument so that
// no folder sees a constant.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: 1
// CHECK-NEXT: -nan
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 1035184291
// CHECK-NEXT: 3200301024
// CHECK-NEXT: 1058262330
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -nan
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -2147483648
// CHECK-NEXT: 4294967295
// CHECK-NEXT: -1
// CHECK-NEXT: 44
// CHECK-NEXT: -24690
// CHECK-NEXT: -6173
// CHECK-NEXT: 2147477475
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 0
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()

func.func @show(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show_int(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show_bits(%x: f32) {
  %b = arith.bitcast %x : f32 to i32
  %e = arith.extui %b : i32 to i64
  call @printU64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @half_quotient(%a: f16, %b: f16) -> f64 {
  %q = arith.divf %a, %b : f16
  %w = arith.extf %q : f16 to f64
  return %w : f64
}
func.func @brain_difference(%a: bf16, %b: bf16) -> f64 {
  %d = arith.subf %a, %b : bf16
  %w = arith.extf %d : bf16 to f64
  return %w : f64
}
func.func @narrowed(%a: f64) -> f64 {
  %n = arith.truncf %a : f64 to f16
  %w = arith.extf %n : f16 to f64
  return %w : f64
}
func.func @larger(%a: f64, %b: f64) -> f64 {
  %m = arith.maximumf %a, %b : f64
  return %m : f64
}
func.func @smaller(%a: f32, %b: f32) -> f64 {
  %m = arith.minimumf %a, %b : f32
  %w = arith.extf %m : f32 to f64
  return %w : f64
}
func.func @half_larger(%a: f16, %b: f16) -> f64 {
  %m = arith.maxnumf %a, %b : f16
  %w = arith.extf %m : f16 to f64
  return %w : f64
}
func.func @tangent(%a: f32) -> f32 {
  %t = math.tan %a : f32
  return %t : f32
}
func.func @inverse_root(%a: f32) -> f32 {
  %r = math.rsqrt %a : f32
  return %r : f32
}
func.func @error_function(%a: f64) -> f64 {
  %r = math.erf %a : f64
  return %r : f64
}
func.func @area_cosine(%a: f32) -> f64 {
  %r = math.acosh %a : f32
  %w = arith.extf %r : f32 to f64
  return %w : f64
}
func.func @to_i32(%a: f64) -> i64 {
  %r = arith.fptosi %a : f64 to i32
  %w = arith.extsi %r : i32 to i64
  return %w : i64
}
func.func @to_u32(%a: f64) -> i64 {
  %r = arith.fptoui %a : f64 to i32
  %w = arith.extui %r : i32 to i64
  return %w : i64
}
func.func @to_u64(%a: f64) -> i64 {
  %r = arith.fptoui %a : f64 to i64
  return %r : i64
}
func.func @to_u8(%a: f64) -> i64 {
  %r = arith.fptoui %a : f64 to i8
  %w = arith.extui %r : i8 to i64
  return %w : i64
}
func.func @shifts(%x: i32, %k: i32) -> (i64, i64, i64) {
  %l = arith.shli %x, %k : i32
  %s = arith.shrsi %x, %k : i32
  %u = arith.shrui %x, %k : i32
  %lw = arith.extsi %l : i32 to i64
  %sw = arith.extsi %s : i32 to i64
  %uw = arith.extui %u : i32 to i64
  return %lw, %sw, %uw : i64, i64, i64
}
func.func @narrow_shift(%x: i8, %k: i8) -> (i64, i64) {
  %l = arith.shli %x, %k : i8
  %s = arith.shrui %x, %k : i8
  %lw = arith.extsi %l : i8 to i64
  %sw = arith.extui %s : i8 to i64
  return %lw, %sw : i64, i64
}

func.func @main() {
  %h0 = arith.constant 0.0 : f16
  %q = call @half_quotient(%h0, %h0) : (f16, f16) -> f64
  call @show(%q) : (f64) -> ()
  %binf = arith.constant 0x7F80 : bf16
  %d = call @brain_difference(%binf, %binf) : (bf16, bf16) -> f64
  call @show(%d) : (f64) -> ()
  %negnan = arith.constant 0xFFF8000000000000 : f64
  %n = call @narrowed(%negnan) : (f64) -> f64
  call @show(%n) : (f64) -> ()
  %one = arith.constant 1.0 : f64
  %m = call @larger(%one, %negnan) : (f64, f64) -> f64
  call @show(%m) : (f64) -> ()
  %negnan32 = arith.constant 0xFFC00000 : f32
  %one32 = arith.constant 1.0 : f32
  %half32 = arith.constant 0.5 : f32
  %mn = call @smaller(%one32, %one32) : (f32, f32) -> f64
  call @show(%mn) : (f64) -> ()
  %mn2 = call @smaller(%negnan32, %one32) : (f32, f32) -> f64
  call @show(%mn2) : (f64) -> ()
  %hneg = arith.constant -0.0 : f16
  %hpos = arith.constant 0.0 : f16
  %hm = call @half_larger(%hneg, %hpos) : (f16, f16) -> f64
  call @show(%hm) : (f64) -> ()
  %hm2 = call @half_larger(%hpos, %hneg) : (f16, f16) -> f64
  call @show(%hm2) : (f64) -> ()
  %x1 = arith.constant 0.0875 : f32
  %t = call @tangent(%x1) : (f32) -> f32
  call @show_bits(%t) : (f32) -> ()
  %x2 = arith.constant -0.36 : f32
  %t2 = call @tangent(%x2) : (f32) -> f32
  call @show_bits(%t2) : (f32) -> ()
  %three = arith.constant 3.0 : f32
  %rs = call @inverse_root(%three) : (f32) -> f32
  call @show_bits(%rs) : (f32) -> ()
  %zero = arith.constant 0.0 : f64
  %e = call @error_function(%zero) : (f64) -> f64
  call @show(%e) : (f64) -> ()
  %negzero = arith.constant -0.0 : f64
  %c63 = arith.constant 63 : i64
  %e2 = call @error_function(%negzero) : (f64) -> f64
  %e2i = arith.bitcast %e2 : f64 to i64
  %e2s = arith.shrui %e2i, %c63 : i64
  call @show_int(%e2s) : (i64) -> ()
  %a = call @area_cosine(%half32) : (f32) -> f64
  call @show(%a) : (f64) -> ()
  %big = arith.constant 3.0e10 : f64
  %i = call @to_i32(%big) : (f64) -> i64
  call @show_int(%i) : (i64) -> ()
  %nan = arith.constant 0x7FF8000000000000 : f64
  %i2 = call @to_i32(%nan) : (f64) -> i64
  call @show_int(%i2) : (i64) -> ()
  %u = call @to_u32(%big) : (f64) -> i64
  call @show_int(%u) : (i64) -> ()
  %minus = arith.constant -2.0 : f64
  %u2 = call @to_u64(%minus) : (f64) -> i64
  call @show_int(%u2) : (i64) -> ()
  %wide = arith.constant 300.7 : f64
  %u3 = call @to_u8(%wide) : (f64) -> i64
  call @show_int(%u3) : (i64) -> ()
  %v = arith.constant -12345 : i32
  %k = arith.constant 33 : i32
  %l, %s, %r = call @shifts(%v, %k) : (i32, i32) -> (i64, i64, i64)
  call @show_int(%l) : (i64) -> ()
  call @show_int(%s) : (i64) -> ()
  call @show_int(%r) : (i64) -> ()
  %b8 = arith.constant 3 : i8
  %k8 = arith.constant 8 : i8
  %l8, %r8 = call @narrow_shift(%b8, %k8) : (i8, i8) -> (i64, i64)
  call @show_int(%l8) : (i64) -> ()
  %k32 = arith.constant 32 : i8
  %l9, %r9 = call @narrow_shift(%b8, %k32) : (i8, i8) -> (i64, i64)
  call @show_int(%l9) : (i64) -> ()
  %empty = memref.alloc() : memref<3x0xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %empty : memref<3x0xf32> -> memref<f32>, index, index, index, index, index
  %outer = arith.index_cast %strides#0 : index to i64
  call @show_int(%outer) : (i64) -> ()
  memref.dealloc %empty : memref<3x0xf32>
  return
}
