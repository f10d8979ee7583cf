// Pipelines mlir-opt refuses to build, and option values it cannot parse, are refused with
// the same text (the tool's name aside): passes restricted to one op kind cannot be nested
// under another, a textual pipeline needs its anchor, and an anchor other than the top-level
// op cannot run. Compared line by line with mlir-opt's stderr.
// RUN: not bufopt %s --pass-pipeline="builtin.module(func.func(one-shot-bufferize))" 2> %t.b1
// RUN: not mlir-opt %s --pass-pipeline="builtin.module(func.func(one-shot-bufferize))" 2> %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: not bufopt %s --pass-pipeline="builtin.module(builtin.module(buffer-hoisting))" 2> %t.b2
// RUN: not mlir-opt %s --pass-pipeline="builtin.module(builtin.module(buffer-hoisting))" 2> %t.m2
// RUN: diff %t.m2 %t.b2
// RUN: not bufopt %s --pass-pipeline="func.func(cse)" 2> %t.b3
// RUN: not mlir-opt %s --pass-pipeline="func.func(cse)" 2> %t.m3
// RUN: diff %t.m3 %t.b3
// RUN: not bufopt %s --pass-pipeline="cse" 2> %t.b4
// RUN: not mlir-opt %s --pass-pipeline="cse" 2> %t.m4
// RUN: diff %t.m4 %t.b4
// RUN: not bufopt %s --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline{bogus}))" 2> %t.b5
// RUN: not mlir-opt %s --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline{bogus}))" 2> %t.m5
// RUN: diff %t.m5 %t.b5
// RUN: not bufopt %s --pass-pipeline="builtin.module(func.func(canonicalize{max-iterations=abc}))" 2> %t.b6
// RUN: FileCheck %s --check-prefix=VALUE < %t.b6
// VALUE: bufopt: for the --max-iterations option: 'abc' value invalid for long argument!
// VALUE-NEXT: <unknown>:0: error: {{$}}
// VALUE-NEXT: failed to add `canonicalize` with options `max-iterations=abc`
// VALUE-NEXT: failed to add `func.func` with options `` to inner pipeline
// RUN: not bufopt %s -promote-buffers-to-stack=max-rank-of-allocated-memref=-1 2> %t.b7
// RUN: FileCheck %s --check-prefix=UINT < %t.b7
// UINT: bufopt: for the --max-rank-of-allocated-memref option: '-1' value invalid for uint argument!
// UINT-NEXT: <unknown>:0: error: {{$}}
// RUN: not bufopt %s -buffer-deallocation-pipeline=bogus 2> %t.b8
// RUN: not mlir-opt %s -buffer-deallocation-pipeline=bogus 2> %t.m8
// RUN: diff %t.m8 %t.b8
// RUN: bufopt %s --pass-pipeline="builtin.module(any(buffer-hoisting))" | FileCheck %s --check-prefix=ANY
// ANY: func.func @f
func.func @f() {
  return
}
