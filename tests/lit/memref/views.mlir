// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// View-like memref ops: subview (static, dynamic and rank-reducing, with the
// strided result layouts MLIR infers), reinterpret_cast, collapse/expand
// shape, transpose, view, reshape and the metadata extraction ops.

// CHECK: module {
// CHECK-LABEL: func.func @subviews(%arg0: memref<6x10xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [3, 4] [1, 1] : memref<6x10xf32> to memref<3x4xf32, strided<[10, 1], offset: 12>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, %arg2] [6, %arg3] [1, 3] : memref<6x10xf32> to memref<6x?xf32, strided<[10, 3], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[5, 0] [1, 10] [1, 1] : memref<6x10xf32> to memref<10xf32, strided<[1], offset: 50>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[0, 0] [%arg3, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?]>>
// CHECK-NEXT: %subview_3 = memref.subview %arg1[%arg2, %arg2] [2, 2] [%arg3, 1] {keep} : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_4 = memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<6x10xf32> to memref<f32>
// CHECK-NEXT: "test.use"(%subview, %subview_0, %subview_1, %subview_2, %subview_3, %subview_4) : (memref<3x4xf32, strided<[10, 1], offset: 12>>, memref<6x?xf32, strided<[10, 3], offset: ?>>, memref<10xf32, strided<[1], offset: 50>>, memref<?xf32, strided<[?]>>, memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<f32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshapes(%arg0: memref<6x10xf32>, %arg1: memref<4x5xf32, strided<[10, 1], offset: 3>>, %arg2: memref<*xi32>, %arg3: index, %arg4: memref<2xindex>) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [4], sizes: [2, 28], strides: [28, 1] : memref<6x10xf32> to memref<2x28xf32, strided<[28, 1], offset: 4>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg3], strides: [%arg3] : memref<*xi32> to memref<?xi32, strided<[?]>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<6x10xf32> into memref<60xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2{{\]\]}} output_shape [3, 4, 5] : memref<60xf32> into memref<3x4x5xf32>
// CHECK-NEXT: %expand_shape_1 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 2, 5] : memref<4x5xf32, strided<[10, 1], offset: 3>> into memref<2x2x5xf32, strided<[20, 10, 1], offset: 3>>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %expand_shape_1 {{\[\[}}0, 1], [2{{\]\]}} {tag} : memref<2x2x5xf32, strided<[20, 10, 1], offset: 3>> into memref<4x5xf32, strided<[10, 1], offset: 3>>
// CHECK-NEXT: %expand_shape_3 = memref.expand_shape %reinterpret_cast_0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg3, 1] : memref<?xi32, strided<[?]>> into memref<?x1xi32, strided<[?, ?]>>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg4) : (memref<6x10xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: "test.use"(%reinterpret_cast, %expand_shape, %collapse_shape_2, %expand_shape_3, %reshape) : (memref<2x28xf32, strided<[28, 1], offset: 4>>, memref<3x4x5xf32>, memref<4x5xf32, strided<[10, 1], offset: 3>>, memref<?x1xi32, strided<[?, ?]>>, memref<?x?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @others(%arg0: memref<6x10xf32>, %arg1: memref<256xi8>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<6x10xf32> to memref<10x6xf32, strided<[1, 10]>>
// CHECK-NEXT: %view = memref.view %arg1[%arg2][] : memref<256xi8> to memref<4x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg1[%arg2][%arg3, %arg3] : memref<256xi8> to memref<?x2x?xi8>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %transpose : memref<10x6xf32, strided<[1, 10]>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %view : memref<4x4xf32> -> index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %view : memref<4x4xf32> to memref<4x4xf32, 5>
// CHECK-NEXT: %assume_align = memref.assume_alignment %view_0, 8 : memref<?x2x?xi8>
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %view : memref<6x10xf32>, memref<4x4xf32>
// CHECK-NEXT: "test.use"(%base_buffer, %offset, %sizes#1, %strides#0, %intptr, %memspacecast, %assume_align, %0#1) : (memref<f32>, index, index, index, index, memref<4x4xf32, 5>, memref<?x2x?xi8>, memref<4x4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @subviews(%m: memref<6x10xf32>, %d: memref<?x?xf32>, %o: index, %n: index) {
  %a = memref.subview %m[1, 2] [3, 4] [1, 1] : memref<6x10xf32> to memref<3x4xf32, strided<[10, 1], offset: 12>>
  %b = memref.subview %m[0, %o] [6, %n] [1, 3] : memref<6x10xf32> to memref<6x?xf32, strided<[10, 3], offset: ?>>
  %c = memref.subview %m[5, 0] [1, 10] [1, 1] : memref<6x10xf32> to memref<10xf32, strided<[1], offset: 50>>
  %e = memref.subview %d[0, 0] [%n, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?]>>
  %f = memref.subview %d[%o, %o] [2, 2] [%n, 1] {keep} : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %g = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<6x10xf32> to memref<f32>
  "test.use"(%a, %b, %c, %e, %f, %g) : (memref<3x4xf32, strided<[10, 1], offset: 12>>, memref<6x?xf32, strided<[10, 3], offset: ?>>, memref<10xf32, strided<[1], offset: 50>>, memref<?xf32, strided<[?]>>, memref<2x2xf32, strided<[?, 1], offset: ?>>, memref<f32>) -> ()
  return
}
func.func @reshapes(%m: memref<6x10xf32>, %s: memref<4x5xf32, strided<[10, 1], offset: 3>>, %u: memref<*xi32>, %n: index, %shape: memref<2xindex>) {
  %a = memref.reinterpret_cast %m to offset: [4], sizes: [2, 28], strides: [28, 1] : memref<6x10xf32> to memref<2x28xf32, strided<[28, 1], offset: 4>>
  %b = memref.reinterpret_cast %u to offset: [0], sizes: [%n], strides: [%n] : memref<*xi32> to memref<?xi32, strided<[?]>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<6x10xf32> into memref<60xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [3, 4, 5] : memref<60xf32> into memref<3x4x5xf32>
  %f = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 2, 5] : memref<4x5xf32, strided<[10, 1], offset: 3>> into memref<2x2x5xf32, strided<[20, 10, 1], offset: 3>>
  %g = memref.collapse_shape %f [[0, 1], [2]] {tag} : memref<2x2x5xf32, strided<[20, 10, 1], offset: 3>> into memref<4x5xf32, strided<[10, 1], offset: 3>>
  %h = memref.expand_shape %b [[0, 1]] output_shape [%n, 1] : memref<?xi32, strided<[?]>> into memref<?x1xi32, strided<[?, ?]>>
  %r = memref.reshape %m(%shape) : (memref<6x10xf32>, memref<2xindex>) -> memref<?x?xf32>
  "test.use"(%a, %e, %g, %h, %r) : (memref<2x28xf32, strided<[28, 1], offset: 4>>, memref<3x4x5xf32>, memref<4x5xf32, strided<[10, 1], offset: 3>>, memref<?x1xi32, strided<[?, ?]>>, memref<?x?xf32>) -> ()
  return
}
func.func @others(%m: memref<6x10xf32>, %bytes: memref<256xi8>, %o: index, %n: index) {
  %t = memref.transpose %m (a, b) -> (b, a) : memref<6x10xf32> to memref<10x6xf32, strided<[1, 10]>>
  %v = memref.view %bytes[%o][] : memref<256xi8> to memref<4x4xf32>
  %w = memref.view %bytes[%o][%n, %n] : memref<256xi8> to memref<?x2x?xi8>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %t : memref<10x6xf32, strided<[1, 10]>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %v : memref<4x4xf32> -> index
  %x = memref.memory_space_cast %v : memref<4x4xf32> to memref<4x4xf32, 5>
  %y = memref.assume_alignment %w, 8 : memref<?x2x?xi8>
  %z:2 = memref.distinct_objects %m, %v : memref<6x10xf32>, memref<4x4xf32>
  "test.use"(%base, %off, %sz#1, %st#0, %p, %x, %y, %z#1) : (memref<f32>, index, index, index, index, memref<4x4xf32, 5>, memref<?x2x?xi8>, memref<4x4xf32>) -> ()
  return
}
