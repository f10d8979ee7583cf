// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s | bufopt | FileCheck %s

// The index dialect's ops print as mlir-opt 22 prints them: constants named
// after their value, predicates as keywords before the operands.

// CHECK-LABEL: func.func @arith
// CHECK: %idx7 = index.constant 7
// CHECK: %idx-2 = index.constant -2
// CHECK: %true = index.bool.constant true
// CHECK: %[[S:.*]] = index.add %arg0, %idx7
// CHECK: index.ceildivu %[[S]], %idx-2 {note}
// CHECK: index.cmp uge(%arg0, %arg1)
// CHECK: index.casts %arg2 : i32 to index
// CHECK: index.castu %arg0 : index to i16
// CHECK: index.sizeof
// GENERIC: "index.constant"() <{value = 7 : index}> : () -> index
// GENERIC: "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC: "index.casts"(%arg2) : (i32) -> index
func.func @arith(%a: index, %b: index, %n: i32) -> (index, i1, index, i16, index) {
  %seven = index.constant 7
  %minus_two = index.constant -2
  %yes = index.bool.constant true
  %sum = index.add %a, %seven
  %q = index.ceildivu %sum, %minus_two {note}
  %c = index.cmp uge(%a, %b)
  %wide = index.casts %n : i32 to index
  %narrow = index.castu %a : index to i16
  %w = index.sizeof
  return %q, %c, %wide, %narrow, %w : index, i1, index, i16, index
}

// ub.poison prints its value only when it is not the plain poison.
// CHECK-LABEL: func.func @poison
// CHECK: ub.poison : tensor<4xf32>
// CHECK: ub.poison {tag} : i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> tensor<4xf32>
func.func @poison() -> (tensor<4xf32>, i32) {
  %t = ub.poison : tensor<4xf32>
  %i = ub.poison {tag} : i32
  return %t, %i : tensor<4xf32>, i32
}
