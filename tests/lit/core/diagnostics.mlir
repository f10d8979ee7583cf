// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: diagnostics.mlir:[[@LINE+2]]:8: error: Dialect `foo' not found for custom op 'foo.bar'
func.func @unknown() {
  %0 = foo.bar : i32
  return
}

// -----

// CHECK: diagnostics.mlir:[[@LINE+2]]:10: error: use of undeclared SSA value name
func.func @undeclared() -> i32 {
  return %nope : i32
}

// -----

// CHECK: diagnostics.mlir:[[@LINE+2]]:10: error: operation being parsed with an unregistered dialect
func.func @unregistered() {
  "foo.x"() : () -> ()
  return
}

// -----

// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@count) returns 1
func.func @count() -> i32 {
  return
}

// -----

// CHECK: error: redefinition of SSA value '%a'
func.func @again() {
  %a = func.constant @again : () -> ()
  %a = func.constant @again : () -> ()
  return
}
