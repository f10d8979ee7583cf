// End-to-end tensor program: inside an scf.forall, a slice of the shared output is selected
// against a fresh tensor and overwritten, and the result is inserted at a *different* offset.
// The slice must not be written in place: the tensor program leaves the shared output's first
// half unchanged. mlir-opt 22 decides the slice in place (it never sees a conflict between a
// parallel_insert_slice's read of its source and its own write) and prints [0, 0, 0, 0];
// bufopt does the same by default and, with its option fix-forall-insert-conflicts, finds the
// read-after-write conflict and copies the slice.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries fix-forall-insert-conflicts" -buffer-deallocation-pipeline
// NO-REFERENCE: mlir-opt 22 miscompiles this program (the fill clobbers the shared output)
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only fix-forall-insert-conflicts" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=MLIR22
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false", "none"]}
// MLIR22: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [4] strides = [1] data =
// OUTPUT: [1,  2,  0,  0]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @zero_other_half(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %k = arith.addi %off, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %a = bufferization.alloc_tensor() : tensor<2xf32>
    %x = arith.select %c, %a, %s : tensor<2xf32>
    %z = arith.constant 0.0 : f32
    %w = linalg.fill ins(%z : f32) outs(%x : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%k] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %false = arith.constant false
  %r = call @zero_other_half(%t, %false) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
