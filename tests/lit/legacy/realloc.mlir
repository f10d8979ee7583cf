// RUN: bufopt %s -buffer-deallocation | FileCheck %s

// A memref.realloc frees the buffer it grows: it stays where it is (before
// the reads of its result), the old buffer gets no dealloc, and the new one
// is freed after its last read, as mlir-opt 19 places them.
// CHECK-LABEL: func.func @grow_then_read
// CHECK: %[[A:.*]] = memref.alloc
// CHECK-NEXT: %[[B:.*]] = memref.realloc %[[A]]
// CHECK-NEXT: memref.load %[[B]]
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NOT: memref.dealloc
func.func @grow_then_read(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  return %v : f32
}
