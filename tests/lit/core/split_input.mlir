// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// The marker splits wherever it stands, so these CHECK lines spell it with a
// regex (written literally, it would split this file inside the comments).

// CHECK: module {
// CHECK-NEXT: func.func @first() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @second(i32) -> (i32, f32)
// CHECK-NEXT: func.func private @third()
// CHECK-NEXT: func.func private @fourth()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

// A shorter dash run is a near miss: warned about, and kept in its chunk. The
// marker after @fourth ends that chunk; the empty rest is a chunk of its own.
// WARN: split_input.mlir:[[@LINE+8]]:7: warning: near miss with file split marker
// WARN-NEXT: {{^}}// {{---$}}
// WARN-NEXT: {{^      \^$}}
func.func @first() {
  return
}
// -----
func.func private @second(i32) -> (i32, f32)
// ---
func.func private @third()
func.func private @fourth() // -----
