// End-to-end tensor program: tensor.splat, static tensor.pad and tensor.concat.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_pad_concat.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=4 frees=4 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: linalg.map
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %a = tensor.splat %one : tensor<2x2xf32>
  %p = tensor.pad %a low[1, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %nine : f32
  } : tensor<2x2xf32> to tensor<4x3xf32>
  %b = tensor.splat %nine : tensor<4x2xf32>
  %c = tensor.concat dim(1) %p, %b : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<4x5xf32>
  %u = tensor.cast %c : tensor<4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
