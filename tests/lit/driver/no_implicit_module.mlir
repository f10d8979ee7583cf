// --no-implicit-module: the input is one top-level op, printed as it is
// (no module around it), and the pass flags are anchored on it as in
// mlir-opt 22: a pass for any op or for its kind runs on it, a pass
// restricted to another kind (one-shot-bufferize on modules) runs on the ops
// of that kind directly inside it, here none. Inputs with no or several
// top-level ops are refused at the start of the chunk.
// RUN: bufopt %s --no-implicit-module  > %t.b0
// RUN: mlir-opt %s --no-implicit-module  > %t.m0
// RUN: diff %t.m0 %t.b0
// RUN: bufopt %s --no-implicit-module -canonicalize > %t.b1
// RUN: mlir-opt %s --no-implicit-module -canonicalize > %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: bufopt %s --no-implicit-module -cse > %t.b2
// RUN: mlir-opt %s --no-implicit-module -cse > %t.m2
// RUN: diff %t.m2 %t.b2
// RUN: bufopt %s --no-implicit-module -promote-buffers-to-stack > %t.b3
// RUN: mlir-opt %s --no-implicit-module -promote-buffers-to-stack > %t.m3
// RUN: diff %t.m3 %t.b3
// RUN: bufopt %s --no-implicit-module -one-shot-bufferize > %t.b4
// RUN: mlir-opt %s --no-implicit-module -one-shot-bufferize > %t.m4
// RUN: diff %t.m4 %t.b4
// RUN: bufopt %s --no-implicit-module -ownership-based-buffer-deallocation > %t.b5
// RUN: mlir-opt %s --no-implicit-module -ownership-based-buffer-deallocation > %t.m5
// RUN: diff %t.m5 %t.b5
// RUN: bufopt %s --no-implicit-module -buffer-deallocation-pipeline > %t.b6
// RUN: mlir-opt %s --no-implicit-module -buffer-deallocation-pipeline > %t.m6
// RUN: diff %t.m6 %t.b6
// RUN: bufopt %s --no-implicit-module '--pass-pipeline=func.func(canonicalize)' > %t.b7
// RUN: mlir-opt %s --no-implicit-module '--pass-pipeline=func.func(canonicalize)' > %t.m7
// RUN: diff %t.m7 %t.b7
// RUN: bufopt %s --no-implicit-module --mlir-print-op-generic > %t.b8
// RUN: mlir-opt %s --no-implicit-module --mlir-print-op-generic > %t.m8
// RUN: diff %t.m8 %t.b8
// RUN: not bufopt %s --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2> %t.be
// RUN: not mlir-opt %s --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2> %t.me
// RUN: diff %t.me %t.be
// RUN: printf 'func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\nfunc.func @c() {\n  return\n}\n// -----\n' > %t.chunks.mlir
// RUN: not bufopt %t.chunks.mlir --no-implicit-module --split-input-file > %t.bc 2>&1
// RUN: not mlir-opt %t.chunks.mlir --no-implicit-module --split-input-file > %t.mc 2>&1
// RUN: diff %t.mc %t.bc
// RUN: not bufopt %t.chunks.mlir --no-implicit-module 2>&1 | FileCheck %s
// CHECK: chunks.mlir:0:0: error: source must contain a single top-level operation, found: 3
func.func @scratch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %keep = arith.addi %c0, %c1 : index
  %buf = memref.alloc() : memref<8xf32>
  %x = memref.load %buf[%keep] : memref<8xf32>
  return %x : f32
}
