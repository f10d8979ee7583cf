// A miscompile that mlir-opt 22 makes and bufopt reproduces by default: a masked
// vector.transfer_write into a tensor that cannot be written in place (here a constant) gets a
// new buffer without a copy of the destination, as if the write covered all of it, so the
// masked-off elements are whatever the new buffer held. The tensor program prints
// [5, 5, 1, 1]; --check sees the difference once fresh buffers hold something else than the
// constant. With fix-masked-transfer-write the masked write reads its destination, which is
// copied, and the check passes.
// RUN: not bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check --uninitialized=0x40E00000 2>&1 | FileCheck %s
// CHECK: error: --check: the program prints differently after the passes (line 2: before the passes `[5,  5,  1,  1]`, after `[5,  5,  7,  7]`)
// RUN: bufopt-runner %s -one-shot-bufferize="bufferize-function-boundaries fix-masked-transfer-write" -buffer-deallocation-pipeline --check --uninitialized=0x40E00000 | FileCheck %s --check-prefix=FIXED
// FIXED: [5,  5,  1,  1]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %ones = arith.constant dense<1.0> : tensor<4xf32>
  %fives = arith.constant dense<5.0> : vector<4xf32>
  %first_two = vector.constant_mask [2] : vector<4xi1>
  %w = vector.transfer_write %fives, %ones[%c0], %first_two {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
