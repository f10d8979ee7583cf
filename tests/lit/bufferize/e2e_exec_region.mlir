// End-to-end tensor program: scf.execute_region with an out-of-place insert (the original is read later).
// ../shared/oracle/e2e.sh target/release/bufopt e2e_exec_region.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=2 frees=2 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: memref.copy
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.execute_region -> tensor<4xf32> {
    %0 = tensor.insert %five into %z[%c3] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  %x = tensor.extract %z[%c3] : tensor<4xf32>
  %y = tensor.insert %x into %r[%c0] : tensor<4xf32>
  %u = tensor.cast %y : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
