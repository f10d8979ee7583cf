// The entry function's result is printed as mlir-runner prints it: integers in decimal, floats
// in %e form. A mismatch between -entry-point-result and the function type is an error.
// RUN: bufopt-runner %s -e answer -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: bufopt-runner %s -e ratio -entry-point-result=f64 | FileCheck %s --check-prefix=F64
// RUN: not bufopt-runner %s -e answer -entry-point-result=f32 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not bufopt-runner %s -e nowhere 2>&1 | FileCheck %s --check-prefix=MISSING
// I32: {{^}}-42{{$}}
// F64: {{^}}6.250000e-01{{$}}
// BAD: error: entry point 'answer' does not return what -entry-point-result=f32 expects
// MISSING: error: entry point 'nowhere' not found
// RUN: not bufopt-runner %s -e spin --max-steps=100 2>&1 | FileCheck %s --check-prefix=SPIN
// SPIN: error: stopped after 100 ops (--max-steps)
func.func @answer() -> i32 {
  %a = arith.constant 6 : i32
  %b = arith.constant -7 : i32
  %c = arith.muli %a, %b : i32
  return %c : i32
}
func.func @ratio() -> f64 {
  %a = arith.constant 5.0 : f64
  %b = arith.constant 8.0 : f64
  %c = arith.divf %a, %b : f64
  return %c : f64
}
func.func @spin() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
