// The timing pair of mlir-runner's runtime library: rtclock reads the wall clock in seconds
// (two reads in a row do not go backwards), printFlops writes a rate in GFLOPS to stderr with
// six decimals, as the native library's %lf does.
// RUN: bufopt-runner %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// CHECK: 1
// ERR: 2.500000 GFLOPS
func.func private @rtclock() -> f64
func.func private @printFlops(f64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %zero = arith.constant 0.0 : f64
  %ok = arith.cmpf oge, %d, %zero : f64
  %one = arith.constant 1.0 : f64
  %sel = arith.select %ok, %one, %zero : f64
  call @printF64(%sel) : (f64) -> ()
  call @printNewline() : () -> ()
  %f = arith.constant 2.5e9 : f64
  call @printFlops(%f) : (f64) -> ()
  return
}
