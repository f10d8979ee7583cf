// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s -buffer-deallocation-pipeline --verify-diagnostics
// RUN: mlir-opt %s -buffer-deallocation-pipeline --verify-diagnostics

// Ops the test dialect does not define are accepted in generic form without
// --allow-unregistered-dialect, as mlir-opt accepts them; nothing is known
// about what they do to memory, so the deallocation pipeline refuses them.
// CHECK-LABEL: func.func @unknown_test_op
// CHECK: "test.not_defined_anywhere"(%arg0) : (memref<2xf32>) -> ()
func.func @unknown_test_op(%m: memref<2xf32>) {
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  "test.not_defined_anywhere"(%m) : (memref<2xf32>) -> ()
  return
}
