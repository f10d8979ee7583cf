// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// scf.while: before region arguments named by the assignment list, after
// region arguments printed with its entry block.
// CHECK-LABEL: func.func @while_simple(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "foo.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_simple(%n: i32, %one: i32) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %c = "foo.cond"(%i) : (i32) -> i1
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = "foo.next"(%j, %one) : (i32, i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}

// Different types before and after the condition, and attributes.
// CHECK-LABEL: func.func @while_types(%arg0: f32, %arg1: index) -> (index, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (f32, index) -> (index, f32) {
// CHECK-NEXT: %1 = "foo.cond"(%arg2, %arg3) : (f32, index) -> i1
// CHECK-NEXT: scf.condition(%1) {note} %arg3, %arg2 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: f32):
// CHECK-NEXT: scf.yield %arg3, %arg2 : f32, index
// CHECK-NEXT: } attributes {unroll = 2 : i32}
// CHECK-NEXT: return %0#0, %0#1 : index, f32
// CHECK-NEXT: }
func.func @while_types(%a: f32, %b: index) -> (index, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (f32, index) -> (index, f32) {
    %c = "foo.cond"(%x, %y) : (f32, index) -> i1
    scf.condition(%c) {note} %y, %x : index, f32
  } do {
  ^bb0(%p: index, %q: f32):
    scf.yield %q, %p : f32, index
  } attributes {unroll = 2 : i32}
  return %r#0, %r#1 : index, f32
}

// No loop-carried values at all.
// CHECK-LABEL: func.func @while_empty() {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "foo.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "foo.body"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @while_empty() {
  scf.while : () -> () {
    %c = "foo.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "foo.body"() : () -> ()
    scf.yield
  }
  return
}
