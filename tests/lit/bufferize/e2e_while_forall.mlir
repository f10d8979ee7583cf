// End-to-end tensor program: scf.while around a call to a function with an scf.forall.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_while_forall.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=33 frees=33 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: scf.while
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @step(%t: tensor<8xf32>, %k: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = tensor.extract %o[%i] : tensor<8xf32>
    %y = arith.addf %x, %k : f32
    %s = tensor.splat %y : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %half = arith.constant 0.5 : f32
  %z = tensor.splat %half : tensor<8xf32>
  %r:2 = scf.while (%n = %c0, %a = %z) : (index, tensor<8xf32>) -> (index, tensor<8xf32>) {
    %cond = arith.cmpi slt, %n, %c3 : index
    scf.condition(%cond) %n, %a : index, tensor<8xf32>
  } do {
  ^bb0(%m: index, %b: tensor<8xf32>):
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %x = func.call @step(%b, %mf) : (tensor<8xf32>, f32) -> tensor<8xf32>
    %m1 = arith.addi %m, %c1 : index
    scf.yield %m1, %x : index, tensor<8xf32>
  }
  %u = tensor.cast %r#1 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
