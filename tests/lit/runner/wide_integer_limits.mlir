// What the interpreter does not run on integers wider than 64 bits says so at the op, instead
// of computing with the numbers that stand for large wide values: the extended arithmetic,
// and a switch whose case values do not fit in the 63 bits a wide scalar holds by value (the
// custom syntax takes 64-bit case values only; the generic form takes any). Small case values
// switch as usual.
// RUN: not bufopt-runner %s -e extended 2>&1 | FileCheck %s --check-prefix=EXTENDED
// RUN: not bufopt-runner %s -e big_case 2>&1 | FileCheck %s --check-prefix=BIG-CASE
// RUN: bufopt-runner %s -e small_case | FileCheck %s --check-prefix=SMALL-CASE
// EXTENDED: error: bufopt-runner cannot execute 'arith.mului_extended'
// BIG-CASE: error: bufopt-runner cannot execute 'cf.switch': cf.switch on an integer wider than 64 bits
// SMALL-CASE: 20
func.func private @printI64(i64)
func.func private @printNewline()

func.func @extended() {
  %a = arith.constant 36893488147419103232 : i128
  %lo, %hi = arith.mului_extended %a, %a : i128
  %t = arith.trunci %hi : i128 to i64
  call @printI64(%t) : (i64) -> ()
  return
}

func.func @pick(%x: i128) -> i64 {
  "cf.switch"(%x)[^other, ^big] <{case_operand_segments = array<i32: 0>, case_values = dense<18446744073709551616> : vector<1xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^big:
  %one = arith.constant 1 : i64
  return %one : i64
^other:
  %zero = arith.constant 0 : i64
  return %zero : i64
}

func.func @big_case() {
  %x = arith.constant 18446744073709551616 : i128
  %r = call @pick(%x) : (i128) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}

func.func @pick_small(%x: i128) -> i64 {
  cf.switch %x : i128, [
    default: ^other,
    -5: ^neg,
    7: ^pos
  ]
^neg:
  %c10 = arith.constant 10 : i64
  return %c10 : i64
^pos:
  %c20 = arith.constant 20 : i64
  return %c20 : i64
^other:
  %zero = arith.constant 0 : i64
  return %zero : i64
}

func.func @small_case() {
  %x = arith.constant 7 : i128
  %r = call @pick_small(%x) : (i128) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
