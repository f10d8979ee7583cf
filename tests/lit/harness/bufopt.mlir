// The `bufopt` substitution: at the start of a RUN line, after a pipe and after `&&`.
// RUN: bufopt %s | FileCheck %s
// RUN: cat %s | bufopt - | FileCheck %s
// RUN: bufopt %s -o %t && FileCheck %s --input-file=%t

// CHECK-LABEL: func.func @harness_identity(
// CHECK-SAME:    %[[ARG:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[ARG]] : i32
func.func @harness_identity(%arg0: i32) -> i32 {
  return %arg0 : i32
}
