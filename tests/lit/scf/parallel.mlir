// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// scf.parallel with and without reductions; scf.reduce prints with a
// trailing space when it has neither operands nor regions.
// CHECK-LABEL: func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "foo.body"(%arg5, %arg6) : (index, index) -> ()
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: "foo.body"(%arg5) : (index) -> ()
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %2 = "foo.val"(%arg5) : (index) -> f32
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %3 = "foo.add"(%arg6, %arg7) : (f32, f32) -> f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: scf.reduce.return %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1#1 : f32, i32
// CHECK-NEXT: }
func.func @parallel_loops(%lb: index, %ub: index, %st: index, %f: f32, %i32: i32) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "foo.body"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    "foo.body"(%i) : (index) -> ()
    scf.reduce
  } {tag}
  %s = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    %v = "foo.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %m = "foo.add"(%l, %r) : (f32, f32) -> f32
      scf.reduce.return %m : f32
    }
  }
  %t:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %i32) -> (f32, i32) {
    scf.reduce(%f, %i32 : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %r : i32
    }
  }
  return %s, %t#1 : f32, i32
}
