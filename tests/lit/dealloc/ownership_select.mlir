// RUN: bufopt %s -ownership-based-buffer-deallocation | FileCheck %s

// Returning a select: its ownership is materialized with another select, and
// the returned value is cloned unless that ownership holds at runtime.
func.func @ret_select(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %arg : memref<4xf32>
  return %s : memref<4xf32>
}
// A view of a select has unknown ownership: it is cloned before the return.
func.func @ret_view(%c: i1, %arg: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %arg : memref<4xf32>
  %v = memref.subview %s[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %v : memref<2xf32, strided<[1], offset: 1>>
}

// CHECK: module {
// CHECK-LABEL: func.func @ret_select(%arg0: i1, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<4xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %true, %false : i1
// CHECK-NEXT: %2 = scf.if %1 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %4 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%2 : memref<4xf32>)
// CHECK-NEXT: return %2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ret_view(%arg0: i1, %arg1: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %1 = bufferization.clone %subview : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%1 : memref<2xf32, strided<[1], offset: 1>>)
// CHECK-NEXT: return %1 : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
// CHECK-NEXT: }
