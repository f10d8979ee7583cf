// RUN: bufopt %s --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @first() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @second(i32) -> (i32, f32)
func.func @first() {
  return
}
// -----
func.func private @second(i32) -> (i32, f32)
