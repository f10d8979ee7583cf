// RUN: bufopt %s -canonicalize --split-input-file | FileCheck %s
// RUN: mlir-opt %s -canonicalize --split-input-file | FileCheck %s

// Constants fold where a 32-bit and a 64-bit index agree; the folded
// values are index constants, hoisted to the function's entry.
// CHECK-LABEL: func.func @width_independent
// CHECK-DAG: %[[BIG:.*]] = index.constant 4294967296
// CHECK-DAG: %[[M3:.*]] = index.constant -3
// CHECK-DAG: %[[ZERO:.*]] = index.constant 0
// CHECK: %[[DIVU:.*]] = index.divu %idx-7, %idx2
// CHECK: return %[[M3]], %[[DIVU]], %[[ZERO]], %[[BIG]]
func.func @width_independent() -> (index, index, index, index) {
  %a = index.constant -7
  %b = index.constant 2
  %big = index.constant 4294967296
  // sdiv(-7, 2) is -3 on both widths.
  %q = index.divs %a, %b
  // udiv depends on the width: not folded.
  %u = index.divu %a, %b
  // 2^32 % 2 is 0 on both.
  %r = index.remu %big, %b
  return %q, %u, %r, %big : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: index
// CHECK: %[[ZERO:.*]] = index.constant 0
// CHECK: return %[[X]], %[[X]], %[[X]], %[[ZERO]]
func.func @identities(%x: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %a = index.add %x, %c0
  %s = index.sub %x, %c0
  %m = index.mul %c1, %x
  %z = index.mul %x, %c0
  return %a, %s, %m, %z : index, index, index, index
}

// -----

// Two constants around an associative op combine into one.
// CHECK-LABEL: func.func @reassociate
// CHECK-SAME: (%[[X:.*]]: index
// CHECK: %[[C:.*]] = index.constant 7
// CHECK: %[[R:.*]] = index.add %[[X]], %[[C]]
// CHECK: return %[[R]]
func.func @reassociate(%x: index) -> index {
  %c2 = index.constant 2
  %c5 = index.constant 5
  %a = index.add %c2, %x
  %b = index.add %a, %c5
  return %b : index
}

// -----

// CHECK-LABEL: func.func @compares
// CHECK-SAME: (%[[X:.*]]: index, %[[Y:.*]]: index
// CHECK-DAG: %[[F:.*]] = index.bool.constant false
// CHECK-DAG: %[[T:.*]] = index.bool.constant true
// CHECK: %[[D:.*]] = index.cmp slt(%[[X]], %[[Y]])
// CHECK: return %[[T]], %[[F]], %[[T]], %[[D]]
func.func @compares(%x: index, %y: index) -> (i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c4 = index.constant 4
  %same = index.cmp sge(%x, %x)
  %m = index.maxs %x, %c4
  %below = index.cmp slt(%m, %c4)
  %bounded = index.cmp sge(%m, %c4)
  %s = index.sub %x, %y
  %diff = index.cmp slt(%s, %c0)
  return %same, %below, %bounded, %diff : i1, i1, i1, i1
}

// -----

// Casts to index fold; casts from index do not (the dialect makes only
// index and i1 constants).
// CHECK-LABEL: func.func @casts
// CHECK-DAG: %[[U:.*]] = index.constant 4294967295
// CHECK-DAG: %[[S:.*]] = index.constant -1
// CHECK: %[[I:.*]] = index.casts %{{.*}} : index to i64
// CHECK: return %[[U]], %[[S]], %[[I]]
func.func @casts() -> (index, index, i64) {
  %i = arith.constant -1 : i32
  %u = index.castu %i : i32 to index
  %s = index.casts %i : i32 to index
  %c4 = index.constant 4
  %k = index.casts %c4 : index to i64
  return %u, %s, %k : index, index, i64
}
