// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// scf.for: index and integer induction variables, iter_args, unsigned
// comparison, implicit and explicit terminators, attributes.
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "foo.use"(%arg6) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "foo.use"(%arg6) : (index) -> ()
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = "foo.step"(%arg7, %arg6) : (f32, index) -> f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT: "foo.k"(%arg6) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for unsigned %arg6 = %arg4 to %arg5 step %arg4 iter_args(%arg7 = %arg4, %arg8 = %0) -> (i32, f32)  : i32 {
// CHECK-NEXT: scf.yield %arg6, %arg8 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield {keep} %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "foo.sink"(%1#0, %2) : (i32, f32) -> ()
// CHECK-NEXT: return %1#1 : f32
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %st: index, %init: f32, %a: i32, %b: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    "foo.use"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub step %st {
  }
  scf.for %i = %lb to %ub step %st {
    "foo.use"(%i) : (index) -> ()
    scf.yield
  } {tag = 1 : i64}
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %n = "foo.step"(%acc, %i) : (f32, index) -> f32
    scf.yield %n : f32
  }
  scf.for %k = %a to %b step %a : i32 {
    "foo.k"(%k) : (i32) -> ()
  }
  %p:2 = scf.for unsigned %k = %a to %b step %a iter_args(%x = %a, %y = %r) -> (i32, f32) : i32 {
    scf.yield %k, %y : i32, f32
  }
  %q = scf.for unsigned %i = %lb to %ub step %st iter_args(%z = %init) -> (f32) {
    scf.yield {keep} %z : f32
  }
  "foo.sink"(%p#0, %q) : (i32, f32) -> ()
  return %p#1 : f32
}

// scf.if: with and without results and else regions.
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT: %2 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } {inner}
// CHECK-NEXT: scf.yield %2, %arg0 : f32, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg0 : f32, i1
// CHECK-NEXT: } {outer = "yes"}
// CHECK-NEXT: return %1#0 : f32
// CHECK-NEXT: }
func.func @ifs(%c: i1, %x: f32, %y: f32) -> f32 {
  scf.if %c {
    "foo.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "foo.else"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  %s:2 = scf.if %c -> (f32, i1) {
    %n = scf.if %c -> (f32) {
      scf.yield %r : f32
    } else {
      scf.yield %x : f32
    } {inner}
    scf.yield %n, %c : f32, i1
  } else {
    scf.yield %y, %c : f32, i1
  } {outer = "yes"}
  return %s#0 : f32
}
