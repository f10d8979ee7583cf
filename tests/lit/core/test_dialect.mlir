// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s -buffer-deallocation-pipeline | FileCheck %s --check-prefix=DEALLOC

// The buffer ops of MLIR's test dialect, which deallocation tests and the
// design documents are written with, print as mlir-opt 22 prints them.

// CHECK-LABEL: func.func @buffer_ops
// CHECK: test.buffer_based in(%arg0 : memref<2xf32>) out(%[[A:.*]] : memref<2xf32>) {tag}
// CHECK: test.region_buffer_based in(%arg0 : memref<2xf32>) out(%[[A]] : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: test.region_yield %[[X]] : f32
// CHECK-NEXT: } {tag}
// CHECK: test.copy(%[[A]], %arg1) : (memref<2xf32>, memref<2xf32>)
// CHECK: "test.read_buffer"(%arg1) : (memref<2xf32>) -> ()
// GENERIC: "test.buffer_based"(%{{.*}}, %{{.*}}) {tag} : (memref<2xf32>, memref<2xf32>) -> ()
// GENERIC: "test.copy"(%{{.*}}, %{{.*}}) : (memref<2xf32>, memref<2xf32>) -> ()
func.func @buffer_ops(%in: memref<2xf32>, %out: memref<2xf32>) {
  %tmp = memref.alloc() : memref<2xf32>
  test.buffer_based in(%in: memref<2xf32>) out(%tmp: memref<2xf32>) {tag}
  test.region_buffer_based in(%in: memref<2xf32>) out(%tmp: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %x : f32
  } {tag}
  test.copy(%tmp, %out) : (memref<2xf32>, memref<2xf32>)
  "test.read_buffer"(%out) : (memref<2xf32>) -> ()
  return
}

// The ops say what they do to their buffers, so the temporary buffer is
// freed after its last reader, the copy.
// DEALLOC-LABEL: func.func @buffer_ops
// DEALLOC: test.copy(%[[T:.*]], %arg1)
// DEALLOC-NEXT: "test.read_buffer"
// DEALLOC-NEXT: memref.dealloc %[[T]]
// DEALLOC-NEXT: return
