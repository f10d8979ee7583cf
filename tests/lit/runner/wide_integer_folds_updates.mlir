// Integers wider than 64 bits folded across lanes and updated in place: multi-reductions
// (checked against mlir-runner after -lower-vector-multi-reduction), masked reductions
// whose masked-off lanes leave the identity (-lower-vector-mask; the signed minimum's
// identity is the largest i128, the maximum's the smallest), and read-modify-write updates
// of an i128 memref. memref.generic_atomic_rmw was checked against mlir-runner with arith
// lowered before memref (its body must be LLVM by then); mlir-opt 22 cannot lower
// memref.atomic_rmw on i128 at all (the LLVM dialect's atomicrmw takes at most 64 bits),
// so its results follow the op's definition: the value before, and the update stored.
// RUN: bufopt-runner %s | FileCheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @halves(%x: i128) {
  %c64 = arith.constant 64 : i128
  %lo = arith.trunci %x : i128 to i64
  %h = arith.shrui %x, %c64 : i128
  %hi = arith.trunci %h : i128 to i64
  call @printI64(%hi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lo) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 2, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 2, 0
// CHECK-NEXT: -240, 0
// CHECK-NEXT: 0, 4
// CHECK-NEXT: 0, 9
// CHECK-NEXT: 9223372036854775807, -1
// CHECK-NEXT: -9223372036854775808, 0
// CHECK-NEXT: 0, 1
// CHECK-NEXT: -1, -1
func.func @folds() {
  %m = arith.constant dense<[[1, 2, 3], [36893488147419103232, -1, 4]]> : vector<2x3xi128>
  %zeros = arith.constant dense<0> : vector<3xi128>
  %cols = vector.multi_reduction <add>, %m, %zeros [0] : vector<2x3xi128> to vector<3xi128>
  %c0 = vector.extract %cols[0] : i128 from vector<3xi128>
  call @halves(%c0) : (i128) -> ()
  %c1 = vector.extract %cols[1] : i128 from vector<3xi128>
  call @halves(%c1) : (i128) -> ()
  %ones = arith.constant dense<-1> : vector<2xi128>
  %rows = vector.multi_reduction <maxsi>, %m, %ones [1] : vector<2x3xi128> to vector<2xi128>
  %r1 = vector.extract %rows[1] : i128 from vector<2xi128>
  call @halves(%r1) : (i128) -> ()
  %seed = arith.constant 5 : i128
  %all = vector.multi_reduction <mul>, %m, %seed [0, 1] : vector<2x3xi128> to i128
  call @halves(%all) : (i128) -> ()
  %v = arith.constant dense<[9, -36893488147419103232, 4, 2]> : vector<4xi128>
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %mins = vector.mask %mask { vector.reduction <minsi>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%mins) : (i128) -> ()
  %maxs = vector.mask %mask { vector.reduction <maxsi>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%maxs) : (i128) -> ()
  %none = arith.constant dense<false> : vector<4xi1>
  %mins0 = vector.mask %none { vector.reduction <minsi>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%mins0) : (i128) -> ()
  %maxs0 = vector.mask %none { vector.reduction <maxsi>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%maxs0) : (i128) -> ()
  %muls0 = vector.mask %none { vector.reduction <mul>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%muls0) : (i128) -> ()
  %ands0 = vector.mask %none { vector.reduction <and>, %v : vector<4xi128> into i128 } : vector<4xi1> -> i128
  call @halves(%ands0) : (i128) -> ()
  return
}

// CHECK-NEXT: 9223372036854775807, -1
// CHECK-NEXT: 0, 5
// CHECK-NEXT: -9223372036854775808, 4
// CHECK-NEXT: 9223372036854775807, -1
// CHECK-NEXT: 9223372036854775807, -4
// CHECK-NEXT: 0, 3
// CHECK-NEXT: 0, 5
func.func @updates() {
  %m = memref.alloc() : memref<2xi128>
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %five = arith.constant 5 : i128
  memref.store %big, %m[%i0] : memref<2xi128>
  memref.store %five, %m[%i1] : memref<2xi128>
  %o1 = memref.atomic_rmw addi %five, %m[%i0] : (i128, memref<2xi128>) -> i128
  call @halves(%o1) : (i128) -> ()
  %o2 = memref.atomic_rmw maxs %big, %m[%i1] : (i128, memref<2xi128>) -> i128
  call @halves(%o2) : (i128) -> ()
  %o3 = memref.atomic_rmw muli %big, %m[%i0] : (i128, memref<2xi128>) -> i128
  call @halves(%o3) : (i128) -> ()
  %o4 = memref.atomic_rmw assign %five, %m[%i1] : (i128, memref<2xi128>) -> i128
  call @halves(%o4) : (i128) -> ()
  %o5 = memref.generic_atomic_rmw %m[%i0] : memref<2xi128> {
  ^bb0(%current: i128):
    %flipped = arith.xori %current, %big : i128
    memref.atomic_yield %flipped : i128
  }
  call @halves(%o5) : (i128) -> ()
  %l0 = memref.load %m[%i0] : memref<2xi128>
  call @halves(%l0) : (i128) -> ()
  %l1 = memref.load %m[%i1] : memref<2xi128>
  call @halves(%l1) : (i128) -> ()
  memref.dealloc %m : memref<2xi128>
  return
}

func.func @main() {
  call @folds() : () -> ()
  call @updates() : () -> ()
  return
}
