// RUN: bufopt %s -buffer-deallocation-pipeline | FileCheck %s
// RUN: bufopt %s --pass-pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership})" | FileCheck %s --check-prefix=DYN

func.func @if_two_allocs(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @select_allocs(%c: i1, %d: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %e = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %t = arith.select %d, %s, %e : memref<2xf32>
  return %t : memref<2xf32>
}

func.func @select_arg(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  %f = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %f, %s[%i] : memref<2xf32>
  return %arg : memref<2xf32>
}

// CHECK-LABEL: func.func @if_two_allocs(%arg0: i1) -> memref<2xf32> {
// CHECK: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK: %alloc = memref.alloc() : memref<2xf32>
// CHECK: scf.yield %alloc : memref<2xf32>
// CHECK: } else {
// CHECK: %alloc = memref.alloc() : memref<2xf32>
// CHECK: scf.yield %alloc : memref<2xf32>
// CHECK: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK: %intptr_0 = memref.extract_aligned_pointer_as_index %0 : memref<2xf32> -> index
// CHECK: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK: scf.if %1 {
// CHECK: memref.dealloc %base_buffer : memref<f32>
// CHECK: return %0 : memref<2xf32>
// CHECK-LABEL: func.func @select_allocs(%arg0: i1, %arg1: i1) -> memref<2xf32> {
// CHECK: %alloc = memref.alloc() : memref<2xf32>
// CHECK: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK: %1 = arith.select %arg1, %0, %alloc_1 : memref<2xf32>
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK: %intptr_2 = memref.extract_aligned_pointer_as_index %1 : memref<2xf32> -> index
// CHECK: %2 = arith.cmpi ne, %intptr, %intptr_2 : index
// CHECK: scf.if %2 {
// CHECK: memref.dealloc %alloc : memref<2xf32>
// CHECK: %intptr_3 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<2xf32> -> index
// CHECK: %3 = arith.cmpi ne, %intptr_3, %intptr_2 : index
// CHECK: scf.if %3 {
// CHECK: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK: %intptr_4 = memref.extract_aligned_pointer_as_index %alloc_1 : memref<2xf32> -> index
// CHECK: %4 = arith.cmpi ne, %intptr_4, %intptr_2 : index
// CHECK: scf.if %4 {
// CHECK: memref.dealloc %alloc_1 : memref<2xf32>
// CHECK: return %1 : memref<2xf32>
// CHECK-LABEL: func.func @select_arg(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %cst = arith.constant 1.000000e+00 : f32
// CHECK: %alloc = memref.alloc() : memref<2xf32>
// CHECK: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK: memref.store %cst, %0[%c0] : memref<2xf32>
// CHECK: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK: memref.dealloc %alloc : memref<2xf32>
// CHECK: return %1 : memref<2xf32>
// DYN-LABEL: func.func @select_arg
// DYN-NOT: bufferization.dealloc
