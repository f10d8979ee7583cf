// --dump-pass-pipeline writes the pipeline before the passes run, as mlir-opt
// 22 does: every option with its value or default, function passes given as
// flags under a func.func adaptor each, the deallocation pipeline spelled out
// as its eight passes; bufopt's own options appear only when given. (The
// dialect filter leaves an op the deallocation passes reject: both fail.)
// RUN: not bufopt %s --dump-pass-pipeline "-one-shot-bufferize=bufferize-function-boundaries dialect-filter=tensor,linalg buffer-alignment=0x20" -buffer-hoisting -buffer-deallocation-pipeline "-canonicalize=max-iterations=4 top-down=0" -promote-buffers-to-stack -o /dev/null 2> %t.b
// RUN: not mlir-opt %s --dump-pass-pipeline "-one-shot-bufferize=bufferize-function-boundaries dialect-filter=tensor,linalg buffer-alignment=0x20" -buffer-hoisting -buffer-deallocation-pipeline "-canonicalize=max-iterations=4 top-down=0" -promote-buffers-to-stack -o /dev/null 2> %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(cse,canonicalize{region-simplify=disabled}),buffer-deallocation-pipeline{private-function-dynamic-ownership})" -o /dev/null 2> %t.b2
// RUN: mlir-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(cse,canonicalize{region-simplify=disabled}),buffer-deallocation-pipeline{private-function-dynamic-ownership})" -o /dev/null 2> %t.m2
// RUN: diff %t.m2 %t.b2
// RUN: bufopt %s --dump-pass-pipeline "-one-shot-bufferize=explain-copies" -o /dev/null 2>&1 | FileCheck %s
// CHECK: Pass Manager with 1 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT: one-shot-bufferize{{{.*}} explain-copies=true {{.*}}}
// CHECK-NEXT: )
func.func @scale(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %r = linalg.map { arith.mulf } ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>)
  return %r : tensor<8xf32>
}
