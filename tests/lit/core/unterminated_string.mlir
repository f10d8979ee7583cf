// A string literal ends at the end of its line: a missing closing quote is
// reported there, as mlir-opt reports it.
// RUN: not bufopt %s 2>&1 | FileCheck %s
// CHECK: unterminated_string.mlir:[[@LINE+2]]:16: error: expected '"' in string literal
func.func @f() {
  %0 = "test.op
  return
}
