// RUN: bufopt %s -ownership-based-buffer-deallocation | FileCheck %s

// The seed's example: a select of an alloc and an alloca, and a cond_br that
// forwards the alloc on one edge and a function argument on the other. Two
// deallocs (one per successor), conditions folded with the branch condition.
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  %alloca = memref.alloca(%n) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @example(%arg0: memref<?xi8>, %arg1: i1, %arg2: i1, %arg3: index) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg3) : memref<?xi8>
// CHECK-NEXT: %alloca = memref.alloca(%arg3) : memref<?xi8>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc, %alloca : memref<?xi8>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %1 = arith.andi %false_0, %arg2 : i1
// CHECK-NEXT: %2 = arith.andi %true, %arg2 : i1
// CHECK-NEXT: %3:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i8>, memref<i8>) if (%1, %2) retain (%alloc, %0 : memref<?xi8>, memref<?xi8>)
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %4 = arith.xori %true_5, %arg2 : i1
// CHECK-NEXT: %5 = arith.andi %false_0, %4 : i1
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %6 = arith.xori %true_6, %arg2 : i1
// CHECK-NEXT: %7 = arith.andi %true, %6 : i1
// CHECK-NEXT: %8:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i8>, memref<i8>) if (%5, %7) retain (%arg0, %0 : memref<?xi8>, memref<?xi8>)
// CHECK-NEXT: %9 = arith.select %arg2, %3#1, %8#1 : i1
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%alloc, %3#0 : memref<?xi8>, i1), ^bb1(%arg0, %8#0 : memref<?xi8>, i1)
// CHECK-NEXT: ^bb1(%10: memref<?xi8>, %11: i1):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: memref.copy %10, %0 : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %0 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %10 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<i8>, memref<i8>) if (%9, %11)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
