// RUN: bufopt %s -ownership-based-buffer-deallocation | FileCheck %s

func.func @nested(%lb: index, %ub: index, %st: index, %c: i1) -> memref<2xf32> {
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> memref<2xf32> {
    %n = scf.if %c -> memref<2xf32> {
      %t = memref.alloc() : memref<2xf32>
      memref.copy %acc, %t : memref<2xf32> to memref<2xf32>
      scf.yield %t : memref<2xf32>
    } else {
      scf.yield %acc : memref<2xf32>
    }
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @while_loop(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %w = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    %y = memref.alloc() : memref<4xf32>
    memref.copy %x, %y : memref<4xf32> to memref<4xf32>
    scf.condition(%c) %y : memref<4xf32>
  } do {
  ^bb0(%z: memref<4xf32>):
    scf.yield %z : memref<4xf32>
  }
  return %w : memref<4xf32>
}

func.func @exec_and_switch(%k: index) -> memref<3xi8> {
  %e = scf.execute_region -> memref<3xi8> {
    %z = memref.alloc() : memref<3xi8>
    scf.yield %z : memref<3xi8>
  }
  %s = scf.index_switch %k -> memref<3xi8>
  case 0 {
    %q = memref.alloc() : memref<3xi8>
    scf.yield %q : memref<3xi8>
  }
  default {
    scf.yield %e : memref<3xi8>
  }
  return %s : memref<3xi8>
}

func.func @if_no_results(%c: i1, %i: index, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    %t = memref.alloc() : memref<4xf32>
    memref.store %v, %t[%i] : memref<4xf32>
    memref.copy %t, %a : memref<4xf32> to memref<4xf32>
  }
  return
}

func.func @global_and_cast() -> memref<?xf32> {
  %g = memref.get_global @gv : memref<4xf32>
  %c = memref.cast %g : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
memref.global "private" constant @gv : memref<4xf32> = dense<1.0>

func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %c : memref<*xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %alloc, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3:2 = scf.if %arg3 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_18 = arith.constant true
// CHECK-NEXT: %false_19 = arith.constant false
// CHECK-NEXT: %alloc_20 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc_20 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %alloc_20 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %5 = bufferization.dealloc (%base_buffer_21 : memref<f32>) if (%true_18) retain (%alloc_20 : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc_20, %5 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_18 = arith.constant false
// CHECK-NEXT: %5 = bufferization.dealloc retain (%arg5 : memref<2xf32>)
// CHECK-NEXT: scf.yield %arg5, %5 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %3#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %3#1) retain (%3#0 : memref<2xf32>)
// CHECK-NEXT: scf.yield %3#0, %4 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %true_0) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %false) : (memref<4xf32>, i1) -> (memref<4xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc_10 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_10 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc_10 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>) if (%arg2, %true_9) retain (%alloc_10 : memref<4xf32>)
// CHECK-NEXT: scf.condition(%arg0) %alloc_10, %3 : memref<4xf32>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<4xf32>, %arg2: i1):
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg2) retain (%arg1 : memref<4xf32>)
// CHECK-NEXT: scf.yield %arg1, %3 : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %true_0) retain (%1 : memref<4xf32>)
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_and_switch(%arg0: index) -> memref<3xi8> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.execute_region -> (memref<3xi8>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi8>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<3xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10 : memref<i8>) if (%true_9) retain (%alloc : memref<3xi8>)
// CHECK-NEXT: scf.yield %alloc, %4 : memref<3xi8>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> memref<3xi8>, i1
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi8>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<3xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10 : memref<i8>) if (%true_9) retain (%alloc : memref<3xi8>)
// CHECK-NEXT: scf.yield %alloc, %4 : memref<3xi8>, i1
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %4 = bufferization.dealloc retain (%0#0 : memref<3xi8>)
// CHECK-NEXT: scf.yield %0#0, %4 : memref<3xi8>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %1#1 -> (memref<3xi8>) {
// CHECK-NEXT: scf.yield %1#0 : memref<3xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %1#0 : memref<3xi8> to memref<3xi8>
// CHECK-NEXT: scf.yield %4 : memref<3xi8>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<3xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<3xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<3xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<i8>, memref<i8>, memref<i8>) if (%0#1, %1#1, %true) retain (%2 : memref<3xi8>)
// CHECK-NEXT: return %2 : memref<3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_no_results(%arg0: i1, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_2[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc_2, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %alloc_2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_3 : memref<f32>) if (%true_0)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @global_and_cast() -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = memref.get_global @gv : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %1 = scf.if %false -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %cast : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %cast : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @gv : memref<4xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%cast : memref<*xf32>)
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
