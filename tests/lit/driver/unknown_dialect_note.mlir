// An op whose dialect no one knows, in custom form, and an undotted name where
// no default dialect applies: the error is followed by mlir-opt's note listing
// the dialects it registers (the ones bufopt models and those it keeps
// verbatim), byte for byte as mlir-opt 22 prints it.
// RUN: not bufopt %s --split-input-file 2> %t.b
// RUN: not mlir-opt %s --split-input-file 2> %t.m
// RUN: diff %t.m %t.b
// RUN: FileCheck %s < %t.b

// CHECK: error: Dialect `nosuch' not found for custom op 'nosuch.op'
// CHECK-NEXT: nosuch.op
// CHECK-NEXT: ^
// CHECK-NEXT: note: Available dialects: acc, affine, {{.*}}, gpu, {{.*}}, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
func.func @unknown_dialect() {
  nosuch.op
  return
}

// -----

// CHECK: error: Dialect `' not found for custom op 'yield'  (tried '.yield' as well)
// CHECK: note: Available dialects:
func.func @no_default_dialect() {
  scf.execute_region {
    yield
  }
  return
}
