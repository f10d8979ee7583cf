// A recursion 20,000 calls deep, as natively compiled code runs it: the interpreter follows
// call chains up to 100,000 deep.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 20000
func.func private @printI64(i64)
func.func private @printNewline()

func.func @count_down(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %done -> (i64) {
    scf.yield %zero : i64
  } else {
    %less = arith.subi %n, %one : i64
    %below = func.call @count_down(%less) : (i64) -> i64
    %up = arith.addi %below, %one : i64
    scf.yield %up : i64
  }
  return %r : i64
}

func.func @main() {
  %n = arith.constant 20000 : i64
  %r = call @count_down(%n) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
