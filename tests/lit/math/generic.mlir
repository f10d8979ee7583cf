// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Generic form: every float op carries `fastmath`, integer ops have no properties.

// CHECK-LABEL: sym_name = "generic"
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: i32):
// CHECK-NEXT: %0 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %1 = "math.powf"(%0, %arg0) <{fastmath = #arith.fastmath<reassoc>}> : (f32, f32) -> f32
// CHECK-NEXT: %2 = "math.fpowi"(%1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// CHECK-NEXT: %3 = "math.ctpop"(%arg1) : (i32) -> i32
// CHECK-NEXT: %4 = "math.isnan"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// CHECK-NEXT: %5:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// CHECK-NEXT: %6 = "math.clampf"(%arg0, %5#0, %5#1) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: "test.use"(%3, %4, %6) : (i32, i1, f32) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @generic(%x: f32, %n: i32) {
  %0 = math.exp %x : f32
  %1 = math.powf %0, %x fastmath<reassoc> : f32
  %2 = math.fpowi %1, %n : f32, i32
  %3 = math.ctpop %n : i32
  %4 = math.isnan %2 : f32
  %5:2 = math.sincos %x : f32
  %6 = math.clampf %x to [%5#0, %5#1] : f32
  "test.use"(%3, %4, %6) : (i32, i1, f32) -> ()
  return
}
