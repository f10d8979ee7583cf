// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s

// A read of the old value after the write: the write must go out of place.
// CHECK-LABEL: func @read_after_write
func.func @read_after_write(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  // CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
  %e = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %e : tensor<8xf32>, f32
}

// -----

// The read happens before the write: no conflict.
// CHECK-LABEL: func @read_before_write
func.func @read_before_write(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %e = tensor.extract %t[%i] : tensor<8xf32>
  // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0, %e : tensor<8xf32>, f32
}

// -----

// An alias created by an extract_slice that is read after a write to the
// source: the slice is copied instead of the (bigger) source.
// CHECK-LABEL: func @slice_alias
func.func @slice_alias(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  // CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false"]}
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %e = tensor.extract %s[%i] : tensor<4xf32>
  return %0, %e : tensor<8xf32>, f32
}

// -----

// Constants are not writable.
// CHECK-LABEL: func @constant_not_writable
func.func @constant_not_writable(%f: f32, %i: index) -> tensor<4xf32> {
  %c = arith.constant dense<0.0> : tensor<4xf32>
  // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
  %0 = tensor.insert %f into %c[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Writes in the two branches of an scf.if are mutually exclusive.
// CHECK-LABEL: func @exclusive_branches
func.func @exclusive_branches(%c: i1, %t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } else {
    // CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
    %e = tensor.extract %t[%i] : tensor<8xf32>
    // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
    %y = tensor.insert %e into %t[%i] : tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A value defined outside a loop, read and written inside it: the write
// cannot be in place (op order inside a loop says nothing).
// CHECK-LABEL: func @loop_invariant_write
func.func @loop_invariant_write(%t: tensor<8xf32>, %lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %z) -> (f32) {
    %e = tensor.extract %t[%i] : tensor<8xf32>
    // CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    %e2 = tensor.extract %x[%i] : tensor<8xf32>
    %s = arith.addf %e, %e2 : f32
    %s2 = arith.addf %acc, %s : f32
    scf.yield %s2 : f32
  }
  return %r : f32
}

// -----

// Matching extract_slice / insert_slice pairs stay in place.
// CHECK-LABEL: func @matching_subsets
func.func @matching_subsets(%t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  // CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
  // CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
  %1 = tensor.insert_slice %0 into %t[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
  // CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
  return %1 : tensor<8xf32>
}
