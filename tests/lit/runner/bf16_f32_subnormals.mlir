// bf16 results computed in f32 go through this machine's f32-to-bf16 conversion, which reads
// an f32 subnormal as zero (checked against mlir-runner): truncf from f32 and math functions
// on bf16 give a signed zero there, while truncf from f64 (a library routine) rounds to the
// bf16 subnormal, and absf, negf and copysign (bit operations) keep a subnormal operand.
// Each bf16 is printed as its bits.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 0
// CHECK-NEXT: 32768
// CHECK-NEXT: 109
// CHECK-NEXT: 0
// CHECK-NEXT: 109
// CHECK-NEXT: 32877
// CHECK-NEXT: 32877
func.func private @printU64(i64)
func.func private @printNewline()
func.func @pass_f32(%x: f32) -> f32 { return %x : f32 }
func.func @pass_f64(%x: f64) -> f64 { return %x : f64 }
func.func @pass_bf16(%x: bf16) -> bf16 { return %x : bf16 }
func.func @bits(%x: bf16) {
  %b = arith.bitcast %x : bf16 to i16
  %e = arith.extui %b : i16 to i64
  call @printU64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %small = arith.constant 1.0e-38 : f32
  %s = call @pass_f32(%small) : (f32) -> f32
  %t = arith.truncf %s : f32 to bf16
  call @bits(%t) : (bf16) -> ()
  %neg = arith.negf %s : f32
  %tn = arith.truncf %neg : f32 to bf16
  call @bits(%tn) : (bf16) -> ()
  %small64 = arith.constant 1.0e-38 : f64
  %d = call @pass_f64(%small64) : (f64) -> f64
  %td = arith.truncf %d : f64 to bf16
  call @bits(%td) : (bf16) -> ()
  %low = arith.constant -87.5 : bf16
  %l = call @pass_bf16(%low) : (bf16) -> bf16
  %e = math.exp %l : bf16
  call @bits(%e) : (bf16) -> ()
  %sub = call @pass_bf16(%td) : (bf16) -> bf16
  %a = math.absf %sub : bf16
  call @bits(%a) : (bf16) -> ()
  %n = arith.negf %sub : bf16
  call @bits(%n) : (bf16) -> ()
  %minus = arith.constant -1.0 : bf16
  %c = math.copysign %sub, %minus : bf16
  call @bits(%c) : (bf16) -> ()
  return
}
