// RUN: bufopt %s 2>&1 >/dev/null | FileCheck %s
// RUN: not bufopt %s --verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: not bufopt %s --verify-diagnostics=bogus 2>&1 | FileCheck %s --check-prefix=BAD
// mlir-opt 22 reads the expected-* annotations whatever the flags: without
// --verify-diagnostics it reports each as not produced once the run is
// over (the run still succeeds). With only-expected, a diagnostic that no
// annotation names is no error.

func.func @f(%x: i32) -> i32 {
  // expected-warning {{never emitted}}
  return %x : i32
}
// CHECK: unmet_annotations_without_verify.mlir:10:6: error: expected warning "never emitted" was not produced
// CHECK-NEXT: // expected-warning
// CHECK-NEXT: ^~~~~~~~~~~~~

// ONLY: error: expected warning "never emitted" was not produced
// ONLY-NOT: unexpected

// BAD: for the --verify-diagnostics option: Cannot find option named 'bogus'!
