// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// scf.execute_region: results, multiple blocks, no_inline.
// CHECK-LABEL: func.func @execute(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "foo.other"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: "foo.effect"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i1) {
// CHECK-NEXT: scf.yield %0, %arg1 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
func.func @execute(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    %y = "foo.other"() : () -> i32
    scf.yield %y : i32
  }
  scf.execute_region no_inline {
    "foo.effect"() : () -> ()
    scf.yield
  } {tag}
  %p:2 = scf.execute_region -> (i32, i1) {
    scf.yield %r, %c : i32, i1
  }
  return %p#0 : i32
}

// scf.index_switch: case regions keep their yields; the default region's
// empty yield is implicit. The op line ends with a space.
// CHECK-LABEL: func.func @switches(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32{{ $}}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %2 = "foo.y"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag}{{ $}}
// CHECK-NEXT: case 3 {
// CHECK-NEXT: "foo.three"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> i32, f32{{ $}}
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = "foo.f"() : () -> f32
// CHECK-NEXT: scf.yield %0, %2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
// CHECK-NEXT: }
func.func @switches(%s: index, %x: i32) -> i32 {
  %r = scf.index_switch %s -> i32
  case 0 {
    scf.yield %x : i32
  }
  case -5 {
    %y = "foo.y"() : () -> i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %s {tag}
  case 3 {
    "foo.three"() : () -> ()
    scf.yield
  }
  default {
  }
  %p:2 = scf.index_switch %s -> i32, f32
  default {
    %f = "foo.f"() : () -> f32
    scf.yield %r, %f : i32, f32
  }
  return %p#0 : i32
}
