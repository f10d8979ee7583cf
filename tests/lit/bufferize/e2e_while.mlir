// End-to-end tensor program: scf.while carrying a tensor that the body updates in place.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_while.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=2 frees=2 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: scf.while
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.while (%i = %c0, %a = %z) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %cond = arith.cmpi slt, %i, %c4 : index
    scf.condition(%cond) %i, %a : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %b: tensor<4xf32>):
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %sq = arith.mulf %jf, %jf : f32
    %x = tensor.insert %sq into %b[%j] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x : index, tensor<4xf32>
  }
  %u = tensor.cast %r#1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %z : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
