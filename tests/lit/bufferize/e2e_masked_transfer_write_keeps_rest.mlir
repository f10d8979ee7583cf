// End-to-end tensor program: a masked vector.transfer_write into a constant tensor writes the
// first two elements and keeps the other two, [5, 5, 1, 1]. mlir-opt 22 bufferizes the write
// into a new buffer without copying the constant (it counts the masked write as a full
// overwrite), so the last two elements are whatever the allocation held; bufopt does the same
// by default and, with its option fix-masked-transfer-write, copies the constant first.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries fix-masked-transfer-write" -buffer-deallocation-pipeline
// NO-REFERENCE: mlir-opt 22 leaves the masked-off elements undefined (a new buffer without the constant's contents)
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries fix-masked-transfer-write" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=MLIR22
// CHECK: %[[NEW:.*]] = memref.alloc()
// CHECK: memref.copy %{{.*}}, %[[NEW]]
// CHECK: vector.transfer_write %{{.*}}, %[[NEW]]
// MLIR22: memref.alloc()
// MLIR22-NOT: memref.copy
// MLIR22: vector.transfer_write
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [4] strides = [1] data =
// OUTPUT: [5,  5,  1,  1]
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
