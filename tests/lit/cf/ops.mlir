// RUN: bufopt %s | FileCheck %s --strict-whitespace

// Branches with and without forwarded operands, weights and attributes.
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([25, 75]), ^bb3, ^bb4(%2 : i32) {hint = "likely"}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32) {note}
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @branches(%c: i1, %x: i32, %y: f32) -> i32 {
  cf.br ^head(%x, %y : i32, f32)
^head(%a: i32, %b: f32):
  cf.cond_br %c, ^left(%a : i32), ^right
^left(%l: i32):
  cf.cond_br %c weights([25, 75]), ^right, ^exit(%l : i32) {hint = "likely"}
^right:
  cf.br ^exit(%x : i32) {note}
^exit(%r: i32):
  return %r : i32
}

// The same block as both destinations, and weights given as an attribute.
// CHECK-LABEL: func.func @same_dest(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 99]), ^bb1(%arg1 : i64), ^bb1(%arg2 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @same_dest(%c: i1, %x: i64, %y: i64) -> i64 {
  cf.cond_br %c, ^bb1(%x : i64), ^bb1(%y : i64) {branch_weights = array<i32: 1, 99>}
^bb1(%v: i64):
  return %v : i64
}

// Unreachable blocks and self loops.
// CHECK-LABEL: func.func @loops() {
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loops() {
  cf.br ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

// Switch cases: negative values print as the unsigned bits of the flag type.
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i8, %arg2: i64, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg3 : f32),
// CHECK-NEXT: 4294967295: ^bb1(%arg3 : f32),
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 200: ^bb2,
// CHECK-NEXT: 128: ^bb3(%0, %0 : f32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i64, [
// CHECK-NEXT: default: ^bb3(%arg3, %arg3 : f32, f32)] {tag}
// CHECK-NEXT: ^bb3(%1: f32, %2: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @switches(%f: i32, %g: i8, %h: i64, %v: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^a(%v : f32),
    -1: ^a(%v : f32),
    7: ^b
  ]
^a(%p: f32):
  cf.switch %g : i8, [default: ^b, 200: ^b, -128: ^c(%p, %p : f32, f32)]
^b:
  cf.switch %h : i64, [
    default: ^c(%v, %v : f32, f32)
  ] {tag}
^c(%s: f32, %t: f32):
  return %s : f32
}

// Assertions keep their message verbatim, escaped as MLIR does.
// CHECK-LABEL: func.func @asserts(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "all good"
// CHECK-NEXT: cf.assert %arg0, "quote \22 tab \09 end" {extra = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @asserts(%ok: i1) {
  cf.assert %ok, "all good"
  cf.assert %ok, "quote \" tab \09 end" {extra = 1 : i32}
  return
}
