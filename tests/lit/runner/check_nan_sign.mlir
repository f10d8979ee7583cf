// Canonicalize folds `inf - inf` to a positive NaN constant, as mlir-opt does; evaluated by the
// machine the same subtraction gives the negative default NaN. Both are correct, so --check
// compares NaNs without their sign, while the printed output keeps it.
// RUN: bufopt-runner %s | FileCheck %s --check-prefix=RAW
// RAW: -nan
// RUN: bufopt-runner %s -canonicalize --check 2>&1 | FileCheck %s
// CHECK: nan
// CHECK: --check: same output before and after the passes
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %inf = arith.constant 0x7F800000 : f32
  %d = arith.subf %inf, %inf : f32
  call @printF32(%d) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
