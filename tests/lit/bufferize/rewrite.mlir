// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// Dense constants become private globals at the start of the module.
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}

// An out-of-place write copies the source; the copy is returned, and the
// cast to the fully dynamic result layout is folded into the signature.
// CHECK-LABEL: func.func @copy_on_conflict(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>
// CHECK-SAME: -> (memref<8xf32>, f32)
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: memref.copy %[[T]], %[[A]]
// CHECK: memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<8xf32>
// CHECK: memref.load %[[T]]
// CHECK: return %[[A]]
func.func @copy_on_conflict(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %e = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %e : tensor<8xf32>, f32
}

// Subviews get the layout inferred from the source buffer.
// CHECK-LABEL: func.func @subview_layout(
// CHECK: memref.subview %{{.*}}[2, 0] [4, 8] [1, 1] : memref<16x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x8xf32, strided<[?, ?], offset: ?>>)
func.func @subview_layout(%t: tensor<16x8xf32>, %f: f32) -> tensor<16x8xf32> {
  %s = tensor.extract_slice %t[2, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %t[2, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// Dense constants become private globals read with get_global.
// CHECK-LABEL: func.func @constant(
// CHECK: memref.get_global @__constant_4xf32 : memref<4xf32>
func.func @constant(%i: index) -> f32 {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.extract %c[%i] : tensor<4xf32>
  return %e : f32
}
