// End-to-end tensor program: scf.forall filling disjoint slices of a shared output.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_forall.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=2 frees=2 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: scf.forall
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %z) -> (tensor<8xf32>) {
    %off = arith.muli %i, %i : index
    %c2 = arith.constant 2 : index
    %p = arith.muli %i, %c2 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = tensor.extract_slice %o[%p] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%p] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %u = tensor.cast %r : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %z : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
