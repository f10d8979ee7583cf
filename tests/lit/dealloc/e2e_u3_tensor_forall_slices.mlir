// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// End-to-end program (tensor level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}

func.func @tiles(%t: tensor<16xf32>, %step: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<16xf32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %t[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %oo = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %n = linalg.negf ins(%s : tensor<4xf32>) outs(%oo : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %w = scf.for %i = %c0 to %c16 step %step iter_args(%a = %r) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %a[%i] [2] [1] : tensor<16xf32> to tensor<2xf32>
    %e2 = tensor.empty() : tensor<2xf32>
    %x = linalg.add ins(%s, %s : tensor<2xf32>, tensor<2xf32>) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
    %ins = tensor.insert_slice %x into %a[%i] [2] [1] : tensor<2xf32> into tensor<16xf32>
    scf.yield %ins : tensor<16xf32>
  }
  return %w : tensor<16xf32>
}

func.func @main() {
  %v = arith.constant 1.25 : f32
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.fill ins(%v : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %c4 = arith.constant 4 : index
  %r = call @tiles(%a, %c4) : (tensor<16xf32>, index) -> tensor<16xf32>
  %u = tensor.cast %r : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
