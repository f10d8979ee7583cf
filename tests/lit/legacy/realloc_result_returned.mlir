// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// The buffer a memref.realloc makes is a new allocation that the caller
// owns once it is returned: no clone and no dealloc (mlir-opt 19 prints the
// same), while the realloc frees the source.

func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
// CHECK-LABEL: func.func @grow(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.realloc %alloc(%arg0) : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
