// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: not bufopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=MISMATCH

// Each chunk states the diagnostic it must produce; a match exits 0.
func.func @unknown() {
  // expected-error @below {{custom op 'arith.frobnicate' is unknown}}
  %0 = arith.frobnicate : i32
  return
}

// -----

func.func @count() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@count) returns 1}}
  return
}

// -----

// With unregistered ops allowed, this chunk parses and the expectation is not met.
// MISMATCH: error: expected error "operation being parsed with an unregistered dialect" was not produced
func.func @fine() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "foo.x"() : () -> ()
  return
}
