// RUN: bufopt %s -ownership-based-buffer-deallocation | FileCheck %s

// Function boundary ABI: arguments are never owned, results are always owned
// (the caller owns what calls return; returned values are cloned if needed).
func.func private @priv(%a: memref<2xf32>) -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  return %b : memref<2xf32>
}
func.func private @ext(%a: memref<2xf32>) -> memref<2xf32>
func.func @caller() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = call @priv(%a) : (memref<2xf32>) -> memref<2xf32>
  %e = call @ext(%r) : (memref<2xf32>) -> memref<2xf32>
  return %e : memref<2xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func private @priv(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @caller() -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0 = call @priv(%alloc) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %1 = call @ext(%0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%true, %true_0, %true_1) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
