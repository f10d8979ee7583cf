// --mlir-print-unique-ssa-ids: value and argument numbers run on across
// regions and functions (the regions numbered as mlir-opt 22 visits them,
// the later function and sibling region first), while a name taken in one subtree is free again
// in the next one, as mlir-opt prints them.
// RUN: bufopt %s --mlir-print-unique-ssa-ids > %t.b
// RUN: mlir-opt %s --mlir-print-unique-ssa-ids > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s --mlir-print-unique-ssa-ids | FileCheck %s
// CHECK-LABEL: func.func @branches(%arg4: i1, %arg5: index)
// CHECK: %c4_1 = arith.constant 4 : index
// CHECK-NEXT: %7 = arith.addi %c4_1, %arg5 : index
// CHECK: %c4_0 = arith.constant 4 : index
// CHECK: %c4 = arith.constant 4 : index
// CHECK-LABEL: func.func @later(%arg0: index, %arg1: index)
// CHECK: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli
func.func @branches(%on: i1, %n: index) -> index {
  scf.if %on {
    %a = arith.constant 4 : index
    %s = arith.addi %a, %n : index
  }
  %r = scf.if %on -> index {
    %b = arith.constant 4 : index
    %t = arith.muli %b, %n : index
    %u = arith.addi %t, %b : index
    scf.yield %u : index
  } else {
    scf.yield %n : index
  }
  %c = arith.constant 4 : index
  %v = arith.subi %r, %c : index
  return %v : index
}

func.func @later(%n: index, %m: index) -> index {
  %c = arith.constant 4 : index
  %w = arith.muli %c, %n : index
  %l = scf.for %i = %n to %m step %c iter_args(%acc = %w) -> index {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  return %l : index
}
