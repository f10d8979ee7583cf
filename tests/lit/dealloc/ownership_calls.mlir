// RUN: bufopt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership | FileCheck %s

// With private-function-dynamic-ownership, private functions with a body
// return an extra i1 per memref result and their callers use it.
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
// CHECK-LABEL: func.func private @priv(%arg0: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: return %alloc, %0 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @caller() -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0:2 = call @priv(%alloc) : (memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %1 = call @ext(%0#0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %true_0) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
