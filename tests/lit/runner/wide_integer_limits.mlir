// Integers wider than 64 bits where a value no longer fits in the scalar that holds it by
// value (2^62 and beyond): the extended multiplication's high half, and switches whose case
// values lie past 2^64 (the generic form takes any; the custom syntax takes 64-bit case
// values only) or below zero. The case values are the op's own: mlir-opt 22's translation
// to LLVM IR replaces one outside [0, 2^64) by 2^64-1, so that mlir-runner matches
// 18446744073709551615 where the op says 2^64 or -5 (and rejects two such cases as
// duplicates).
// RUN: bufopt-runner %s -e extended | FileCheck %s --check-prefix=EXTENDED
// RUN: bufopt-runner %s -e big_case | FileCheck %s --check-prefix=BIG-CASE
// RUN: bufopt-runner %s -e small_case | FileCheck %s --check-prefix=SMALL-CASE
// EXTENDED: 4
// BIG-CASE: 1, 0, 10, 0
// SMALL-CASE: 20
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

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
  call @printComma() : () -> ()
  %limited = arith.constant 18446744073709551615 : i128
  %r2 = call @pick(%limited) : (i128) -> i64
  call @printI64(%r2) : (i64) -> ()
  call @printComma() : () -> ()
  %m5 = arith.constant -5 : i128
  %r3 = call @pick_small(%m5) : (i128) -> i64
  call @printI64(%r3) : (i64) -> ()
  call @printComma() : () -> ()
  %r4 = call @pick_small(%limited) : (i128) -> i64
  call @printI64(%r4) : (i64) -> ()
  call @printNewline() : () -> ()
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
