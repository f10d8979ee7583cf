// bufferization.to_buffer of the tensor a to_tensor just made from a buffer is that buffer
// again, as every bufferization folds the pair: freeing it frees the original allocation (no
// leak, no invalid free), and a store through it is seen through the original.
// RUN: bufopt-runner %s --memory-report 2>&1 | FileCheck %s
// RUN: bufopt-runner %s --check -one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK-NOT: error
// CHECK: 5
// CHECK: memory: heap allocations=1 frees=1 leaked=0
// CHECKED-NOT: error
// CHECKED: --check: same output before and after the passes
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %t = bufferization.to_tensor %a restrict writable : memref<4xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %five, %m[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  vector.print %x : f32
  memref.dealloc %m : memref<4xf32>
  return
}
