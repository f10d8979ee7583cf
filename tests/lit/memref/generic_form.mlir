// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// Generic form of memref ops: inherent attributes (operandSegmentSizes, the
// static offset/size/stride arrays, atomic kinds as integers, prefetch flags)
// go into the properties dictionary.

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (memref<8x8xf32>, index, f32) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32):
// CHECK-NEXT: %0 = "memref.alloc"(%arg1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
// CHECK-NEXT: %1 = "memref.subview"(%0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index) -> memref<2x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %2 = "memref.collapse_shape"(%arg0) <{reassociation = {{\[\[}}0, 1{{\]\]}}}> : (memref<8x8xf32>) -> memref<64xf32>
// CHECK-NEXT: %3 = "memref.collapse_shape"(%0) <{reassociation = {{\[\[}}0, 1{{\]\]}}}> : (memref<?x8xf32>) -> memref<?xf32>
// CHECK-NEXT: %4 = "memref.expand_shape"(%3, %arg1) <{reassociation = {{\[\[}}0, 1{{\]\]}}, static_output_shape = array<i64: -9223372036854775808, 16>}> : (memref<?xf32>, index) -> memref<?x16xf32>
// CHECK-NEXT: %5 = "memref.atomic_rmw"(%arg2, %arg0, %arg1, %arg1) <{kind = 4 : i64}> : (f32, memref<8x8xf32>, index, index) -> f32
// CHECK-NEXT: %6 = "memref.load"(%arg0, %arg1, %arg1) <{nontemporal = false}> : (memref<8x8xf32>, index, index) -> f32
// CHECK-NEXT: "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 0 : i32}> : (memref<8x8xf32>, index, index) -> ()
// CHECK-NEXT: %7 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<8x8xf32>) -> memref<8x8xf32, strided<[1, 8]>>
// CHECK-NEXT: %8 = "memref.assume_alignment"(%arg0) <{alignment = 32 : i32}> : (memref<8x8xf32>) -> memref<8x8xf32>
// CHECK-NEXT: "memref.alloca_scope"() ({
// CHECK-NEXT: %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK-NEXT: "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.use"(%1, %4, %5, %6, %7, %8) : (memref<2x8xf32, strided<[8, 1], offset: ?>>, memref<?x16xf32>, f32, f32, memref<8x8xf32, strided<[1, 8]>>, memref<8x8xf32>) -> ()
// CHECK-NEXT: "memref.dealloc"(%0) : (memref<?x8xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func @generic(%m: memref<8x8xf32>, %i: index, %f: f32) {
  %a = memref.alloc(%i) {alignment = 64 : i64} : memref<?x8xf32>
  %s = memref.subview %a[%i, 0] [2, 8] [1, 1] : memref<?x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %c2 = memref.collapse_shape %a [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %e = memref.expand_shape %c2 [[0, 1]] output_shape [%i, 16] : memref<?xf32> into memref<?x16xf32>
  %r = memref.atomic_rmw maximumf %f, %m[%i, %i] : (f32, memref<8x8xf32>) -> f32
  %l = memref.load %m[%i, %i] {nontemporal = false} : memref<8x8xf32>
  memref.prefetch %m[%i, %i], read, locality<0>, data : memref<8x8xf32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %x = memref.assume_alignment %m, 32 : memref<8x8xf32>
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
  }
  "test.use"(%s, %e, %r, %l, %t, %x) : (memref<2x8xf32, strided<[8, 1], offset: ?>>, memref<?x16xf32>, f32, f32, memref<8x8xf32, strided<[1, 8]>>, memref<8x8xf32>) -> ()
  memref.dealloc %a : memref<?x8xf32>
  return
}
