// FLAGS: --split-input-file
// Where mlir-opt reports a token it did not expect: just past the previous
// token for punctuation (no "custom op" prefix), at the token itself for a
// missing keyword (with the prefix); an integer type cannot start an op, and
// a symbol name cannot start with a digit.
func.func @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x %y : i32
  return %0 : i32
}

// -----
func.func @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y i32
  return %0 : i32
}

// -----
func.func @f(%n: index) {
  scf.for %i = %n %n step %n {
  }
  return
}

// -----
func.func @f(%x: i32) {
  func.call @g(%x : (i32) -> ()
  return
}

// -----
func.func @f() {
  %0 = arith.constant 1 i32
  return
}

// -----
func.func @2() {
  return
}
