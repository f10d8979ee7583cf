// bufopt-runner --check catches mlir-opt 22's decision, reproduced by default, to keep in place
// a slice of an scf.forall's shared output that is filled and inserted at another offset: the
// fill clobbers the shared output. With fix-forall-insert-conflicts the slice is copied and
// the program prints what its tensor semantics say.
// RUN: not bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: bufopt-runner %s -one-shot-bufferize="bufferize-function-boundaries fix-forall-insert-conflicts" -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=FIXED
// MLIR22: error: --check: the program prints differently after the passes
// FIXED-NOT: error:
// FIXED: --check: same output before and after the passes
func.func private @printMemrefF32(tensor<*xf32>)

func.func @keep_first_half(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %two = arith.constant 2 : index
    %at = arith.muli %i, %two : index
    %other = arith.addi %at, %two : index
    %s = tensor.extract_slice %o[%at] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %fresh = bufferization.alloc_tensor() : tensor<2xf32>
    %x = arith.select %c, %fresh, %s : tensor<2xf32>
    %zero = arith.constant 0.0 : f32
    %w = linalg.fill ins(%zero : f32) outs(%x : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%other] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %no = arith.constant false
  %r = call @keep_first_half(%init, %no) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
