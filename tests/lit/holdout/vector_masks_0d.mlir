// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

// 0-D masks: constant_mask takes one size (0 or 1), create_mask one operand.
// Errors go to stderr, which is unbuffered, so the valid chunk comes last.

func.func @empty_sizes() -> vector<i1> {
  %0 = vector.constant_mask [] : vector<i1>
  return %0 : vector<i1>
}
// CHECK: error: array attr must have length 1 for 0-D vectors

// -----

func.func @size_two() -> vector<i1> {
  %0 = vector.constant_mask [2] : vector<i1>
  return %0 : vector<i1>
}
// CHECK: error: mask dim size must be either 0 or 1 for 0-D vectors

// -----

func.func @no_operand() -> vector<i1> {
  %0 = vector.create_mask : vector<i1>
  return %0 : vector<i1>
}
// CHECK: error: 'vector.create_mask' op must specify exactly one operand for 0-D create_mask

// -----

func.func @ok(%i: index) -> (vector<i1>, vector<i1>, vector<i1>) {
  %0 = vector.constant_mask [0] : vector<i1>
  %1 = vector.constant_mask [1] : vector<i1>
  %2 = vector.create_mask %i : vector<i1>
  return %0, %1, %2 : vector<i1>, vector<i1>, vector<i1>
}
// CHECK-LABEL: func.func @ok
// CHECK: vector.constant_mask [0] : vector<i1>
// CHECK: vector.constant_mask [1] : vector<i1>
// CHECK: vector.create_mask %{{.*}} : vector<i1>
