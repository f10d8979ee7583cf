// RUN: bufopt %s -canonicalize | FileCheck %s --check-prefix=MLIR22
// RUN: bufopt %s -canonicalize=fix-while-move-if-down | FileCheck %s --check-prefix=FIXED

// The condition forwards the branch result at two positions. mlir-opt 22's
// WhileMoveIfDown hands the then value to the first body argument only; the
// second carries the else value (%x, the first loop argument), so the loop
// keeps both arguments and copies into the second. With the option, both
// body arguments carry the fresh buffer, the duplicate merges away, and the
// copy writes into the single argument.
// MLIR22-LABEL: func.func @twice
// MLIR22:         scf.while (%[[X:.*]] = %arg0, %[[Y:.*]] = %arg0)
// MLIR22-NEXT:      scf.condition(%{{.*}}) %[[X]], %[[Y]]
// MLIR22:         ^bb0(%[[P:.*]]: memref<8xi32>, %[[Q:.*]]: memref<8xi32>):
// MLIR22-NEXT:      %[[N:.*]] = memref.alloc()
// MLIR22-NEXT:      memref.copy %[[N]], %[[Q]]
// MLIR22-NEXT:      scf.yield %[[N]], %[[P]]
// FIXED-LABEL: func.func @twice
// FIXED:         scf.while (%[[X:.*]] = %arg0) : (memref<8xi32>) -> memref<8xi32>
// FIXED-NEXT:      scf.condition(%{{.*}}) %[[X]]
// FIXED:         ^bb0(%[[P:.*]]: memref<8xi32>):
// FIXED-NEXT:      %[[N:.*]] = memref.alloc()
// FIXED-NEXT:      memref.copy %[[N]], %[[P]]
// FIXED-NEXT:      scf.yield %[[N]]
func.func @twice(%start: memref<8xi32>, %spare: memref<8xi32>) {
  %yes = arith.constant true
  %r:2 = scf.while (%x = %start, %y = %start) : (memref<8xi32>, memref<8xi32>) -> (memref<8xi32>, memref<8xi32>) {
    %sel:2 = scf.if %yes -> (memref<8xi32>, memref<8xi32>) {
      %fresh = memref.alloc() : memref<8xi32>
      memref.copy %fresh, %y : memref<8xi32> to memref<8xi32>
      scf.yield %spare, %fresh : memref<8xi32>, memref<8xi32>
    } else {
      scf.yield %spare, %x : memref<8xi32>, memref<8xi32>
    }
    scf.condition(%yes) %sel#1, %sel#1 : memref<8xi32>, memref<8xi32>
  } do {
  ^bb0(%p: memref<8xi32>, %q: memref<8xi32>):
    scf.yield %p, %q : memref<8xi32>, memref<8xi32>
  }
  return
}
