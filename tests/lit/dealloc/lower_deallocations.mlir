// RUN: bufopt %s -bufferization-lower-deallocations | FileCheck %s

// The three lowerings: general case (library function), one memref without
// retained values, one memref with retained values, and no memrefs.
func.func @f(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  bufferization.dealloc (%m0 : memref<2xf32>) if (%c0)
  %1:2 = bufferization.dealloc (%m1 : memref<5xf32>) if (%c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  %2 = bufferization.dealloc retain (%r0 : memref<1xf32>)
  %3 = arith.andi %0#0, %1#1 : i1
  %4 = arith.andi %3, %2 : i1
  return %4, %1#0 : i1, i1
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: i1, %arg3: i1, %arg4: memref<1xf32>, %arg5: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<1xf32> -> index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_5, %alloc_1[%c0_6] : memref<2xindex>
// CHECK-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %arg5 : memref<2xf32> -> index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_7, %alloc_1[%c1_8] : memref<2xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_12 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_11 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_14 = memref.cast %alloc_12 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_11[%c0_15] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_11[%c1_16] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %alloc_12[%c0_17] : memref<2xi1>
// CHECK-NEXT: %c1_18 = arith.constant 1 : index
// CHECK-NEXT: %3 = memref.load %alloc_12[%c1_18] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_11 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_12 : memref<2xi1>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_19 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT: %intptr_20 = memref.extract_aligned_pointer_as_index %arg4 : memref<1xf32> -> index
// CHECK-NEXT: %4 = arith.cmpi ne, %intptr_19, %intptr_20 : index
// CHECK-NEXT: %intptr_21 = memref.extract_aligned_pointer_as_index %arg5 : memref<2xf32> -> index
// CHECK-NEXT: %5 = arith.cmpi ne, %intptr_19, %intptr_21 : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg3 : i1
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.xori %4, %true : i1
// CHECK-NEXT: %9 = arith.andi %8, %arg3 : i1
// CHECK-NEXT: %10 = arith.xori %5, %true : i1
// CHECK-NEXT: %11 = arith.andi %10, %arg3 : i1
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %12 = arith.andi %2, %11 : i1
// CHECK-NEXT: %13 = arith.andi %12, %false : i1
// CHECK-NEXT: return %13, %9 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
