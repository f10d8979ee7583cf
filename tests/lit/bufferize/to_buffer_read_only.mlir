// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=IR

// `read_only` promises that the buffer is not written through: the argument
// is only read, and two such buffers of one tensor need no copy.
// CHECK-LABEL: func @two_read_only_buffers
// CHECK-SAME: {bufferization.access = "read"}
// CHECK: bufferization.to_buffer %{{.*}} read_only {__inplace_operands_attr__ = ["true"]}
// CHECK: bufferization.to_buffer %{{.*}} read_only {__inplace_operands_attr__ = ["true"]}
// IR-LABEL: func @two_read_only_buffers
// IR-NOT: memref.alloc
// IR-NOT: memref.copy
// IR: return %arg0, %arg0
func.func @two_read_only_buffers(%x: tensor<4xf32>) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
  %m1 = bufferization.to_buffer %x read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %m2 = bufferization.to_buffer %x read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %m1, %m2 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
}

// Without the promise the buffer may be written: the argument is read-write.
// CHECK-LABEL: func @writable_buffer
// CHECK-SAME: {bufferization.access = "read-write"}
func.func @writable_buffer(%x: tensor<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %m = bufferization.to_buffer %x : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %m : memref<4xf32, strided<[?], offset: ?>>
}
