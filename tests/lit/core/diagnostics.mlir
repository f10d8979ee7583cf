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

// -----

// Columns count bytes, as LLVM's source manager does, and a line with
// non-ASCII text gets no caret (its bytes and screen columns differ).
// CHECK: diagnostics.mlir:[[@LINE+4]]:28: error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}  %r = func.call @"ééé"(%nope) : (i32) -> i32{{$}}
// CHECK-NOT: {{^ *\^$}}
func.func @wide_names() -> i32 {
  %r = func.call @"ééé"(%nope) : (i32) -> i32
  return %r : i32
}
