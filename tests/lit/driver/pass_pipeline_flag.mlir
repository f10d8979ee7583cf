// `-p` is mlir-opt's short name of `--pass-pipeline`; both take their value
// after `=` or as the next argument.
// RUN: bufopt %s -p "builtin.module(func.func(cse))" | FileCheck %s
// RUN: bufopt %s -p="builtin.module(cse)" | FileCheck %s
// RUN: bufopt %s --pass-pipeline "builtin.module(cse)" | FileCheck %s
// A textual pipeline cannot be combined with pass flags, as in mlir-opt
// (the same stderr, the tool's name aside).
// RUN: not bufopt %s -cse -p="builtin.module(cse)" 2> %t.b1
// RUN: not mlir-opt %s -cse -p="builtin.module(cse)" 2> %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: not bufopt %s --pass-pipeline="builtin.module(cse)" -canonicalize 2> %t.b2
// RUN: not mlir-opt %s --pass-pipeline="builtin.module(cse)" -canonicalize 2> %t.m2
// RUN: diff %t.m2 %t.b2
// A missing value is reported with the option's spelling.
// RUN: not bufopt %s -p 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: bufopt: for the -p option: requires a value!

// CHECK-LABEL: func.func @twice
// CHECK: %[[A:.*]] = arith.addi %arg0, %arg0
// CHECK-NEXT: return %[[A]], %[[A]]
func.func @twice(%x: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  return %a, %b : i32, i32
}

// `-o` with nothing after it is LLVM's missing-value error.
// RUN: not bufopt %s -o 2>&1 | FileCheck %s --check-prefix=NOOUTPUT
// NOOUTPUT: bufopt: for the -o option: requires a value!
