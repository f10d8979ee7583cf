// RUN: bufopt %s -ownership-based-buffer-deallocation | FileCheck %s

// scf.for and scf.while carry an i1 ownership next to every memref iter_arg.
func.func @for_loop(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %0 : memref<2xf32>
}
func.func @while_loop(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %w:2 = scf.while (%x = %a, %y = %a) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
    scf.condition(%c) %y, %x : memref<2xf32>, memref<2xf32>
  } do {
  ^bb0(%p: memref<2xf32>, %q: memref<2xf32>):
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n, %q : memref<2xf32>, memref<2xf32>
  }
  return %w#0 : memref<2xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @for_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:4 = scf.while (%arg2 = %arg1, %arg3 = %arg1, %arg4 = %false, %arg5 = %false) : (memref<2xf32>, memref<2xf32>, i1, i1) -> (memref<2xf32>, memref<2xf32>, i1, i1) {
// CHECK-NEXT: %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3:2 = bufferization.dealloc (%base_buffer_13, %base_buffer_17 : memref<f32>, memref<f32>) if (%arg4, %arg5) retain (%arg3, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: scf.condition(%arg0) %arg3, %arg2, %3#0, %3#1 : memref<2xf32>, memref<2xf32>, i1, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: memref<2xf32>, %arg4: i1, %arg5: i1):
// CHECK-NEXT: %true_13 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3:2 = bufferization.dealloc (%base_buffer_14, %base_buffer_18, %base_buffer_22 : memref<f32>, memref<f32>, memref<f32>) if (%arg4, %arg5, %true_13) retain (%alloc, %arg3 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %arg3, %3#0, %3#1 : memref<2xf32>, memref<2xf32>, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %0#1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#2, %0#3, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
