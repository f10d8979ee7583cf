// End-to-end tensor program: scf.index_switch yielding the argument, an in-place update or a new buffer.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_switch.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=11 frees=11 leaked=0 badfree=0
// The bufferized IR and the IR after the deallocation pipeline are byte-identical to mlir-opt's.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.bd
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | diff - %t.bd
// RUN: FileCheck %s < %t.bd
// CHECK-LABEL: func.func @main
// CHECK: call @pick
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @pick(%t: tensor<4xf32>, %k: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %r = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    %0 = tensor.insert %two into %t[%c0] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  case 2 {
    %1 = tensor.empty() : tensor<4xf32>
    %2 = linalg.fill ins(%two : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = call @pick(%z, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %b = call @pick(%z, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %c = call @pick(%z, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  return
}
