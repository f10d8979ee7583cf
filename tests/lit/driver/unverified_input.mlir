// --mlir-very-unsafe-disable-verifier-on-parsing accepts input that does not
// verify. Printed as it is, such IR comes out in the generic form (mlir-opt
// 22's printer checks it first), or in the custom form with
// --mlir-print-assume-verified; IR that verifies prints as usual. Passes
// are given verified IR: the verifier's error ends the run, as mlir-opt's
// check after the first pass does.
// RUN: bufopt %s --mlir-very-unsafe-disable-verifier-on-parsing > %t.b
// RUN: mlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified > %t.ba
// RUN: mlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified > %t.ma
// RUN: diff %t.ma %t.ba
// RUN: not bufopt %s --mlir-very-unsafe-disable-verifier-on-parsing -canonicalize 2> %t.bp
// RUN: not mlir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing -canonicalize 2> %t.mp
// RUN: diff %t.mp %t.bp
// RUN: sed -n 's|^// OK: ||p' %s > %t.ok.mlir
// RUN: bufopt %t.ok.mlir --mlir-very-unsafe-disable-verifier-on-parsing > %t.bo
// RUN: mlir-opt %t.ok.mlir --mlir-very-unsafe-disable-verifier-on-parsing > %t.mo
// RUN: diff %t.mo %t.bo
// RUN: bufopt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s
// CHECK: "func.func"() <{function_type = (i32, i32) -> i64, sym_name = "widen"}>
// CHECK: "arith.addi"(%arg0, %arg1)
func.func @widen(%a: i32, %b: i32) -> i64 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
// An input that verifies:
// OK: func.func @ok(%a: i32) -> i32 {
// OK:   return %a : i32
// OK: }
