// RUN: bufopt %s --allow-unregistered-dialect -cse | FileCheck %s

// Calls have effects and unregistered ops are opaque: cse keeps both. Dead
// effect-free ops (func.constant here) are dropped.
// CHECK-LABEL: func.func @keeps_effects
func.func @keeps_effects(%a: i32) -> i32 {
  // CHECK-NEXT: %0 = call @g(%arg0)
  // CHECK-NEXT: %1 = call @g(%arg0)
  // CHECK-NEXT: "foo.use"(%0, %1)
  // CHECK-NEXT: return
  %f = func.constant @g : (i32) -> i32
  %r = func.call @g(%a) : (i32) -> i32
  %s = func.call @g(%a) : (i32) -> i32
  "foo.use"(%r, %s) : (i32, i32) -> ()
  return %r : i32
}
func.func private @g(i32) -> i32
