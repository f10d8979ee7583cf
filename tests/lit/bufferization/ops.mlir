// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Custom syntax of the bufferization ops.
func.func @alloc(%t: tensor<?x4xf32>, %n: index, %h: index) {
  %a0 = bufferization.alloc_tensor() : tensor<2x2xf32>
  %a1 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %a2 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %a3 = bufferization.alloc_tensor(%n, %n) size_hint = %h : tensor<?x?xf32>
  %a4 = bufferization.alloc_tensor() copy(%t) size_hint=%h {memory_space = "gpu"} : tensor<?x4xf32>
  %a5 = bufferization.alloc_tensor(%n) {memory_space = 3 : i32} : tensor<?xi8, "sparse">
  "test.use"(%a0, %a1, %a2, %a3, %a4, %a5) : (tensor<2x2xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>, tensor<?x4xf32>, tensor<?xi8, "sparse">) -> ()
  bufferization.dealloc_tensor %a0 : tensor<2x2xf32>
  bufferization.dealloc_tensor %a5 {tag} : tensor<?xi8, "sparse">
  return
}

func.func @conversions(%t: tensor<4x?xf32>, %m: memref<4x?xf32>, %u: memref<*xf32>) {
  %t0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %t1 = bufferization.to_tensor %m restrict : memref<4x?xf32> to tensor<4x?xf32>
  %t2 = bufferization.to_tensor %m restrict writable {tag} : memref<4x?xf32> to tensor<4x?xf32>
  %t3 = bufferization.to_tensor %u writable : memref<*xf32> to tensor<*xf32>
  %b0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %b1 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b2 = bufferization.to_buffer %t3 : tensor<*xf32> to memref<*xf32, 1>
  %c0 = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %c1 = bufferization.clone %u {tag} : memref<*xf32> to memref<*xf32>
  "test.use"(%t0, %t1, %t2, %b0, %b1, %b2, %c0, %c1) : (tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xf32>, memref<4x?xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xf32, 1>, memref<4x?xf32>, memref<*xf32>) -> ()
  return
}

func.func @materialize(%s: tensor<?xf32>, %d: tensor<8xf32>, %m: memref<?xf32>) -> tensor<8xf32> {
  %r = bufferization.materialize_in_destination %s in %d : (tensor<?xf32>, tensor<8xf32>) -> tensor<8xf32>
  bufferization.materialize_in_destination %s in writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %s in restrict writable %m {tag} : (tensor<?xf32>, memref<?xf32>) -> ()
  return %r : tensor<8xf32>
}

func.func @dealloc(%a: memref<2xf32>, %b: memref<*xi8>, %p: i1, %q: i1) -> (i1, i1) {
  bufferization.dealloc
  bufferization.dealloc {tag}
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<*xi8>) if (%p, %q)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%p) retain (%b : memref<*xi8>)
  %1:2 = bufferization.dealloc retain (%a, %b : memref<2xf32>, memref<*xi8>)
  "test.use"(%0) : (i1) -> ()
  "test.use"(%1#1) : (i1) -> ()
  return %0, %0 : i1, i1
}

func.func @arg_attrs(%t: tensor<?xf32> {bufferization.writable = true}, %u: tensor<4xf32> {bufferization.access = "read-write"}, %v: tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>, bufferization.writable = false}) {
  return
}

// CHECK-LABEL: func.func @alloc
// CHECK-SAME: (%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index) {
// CHECK: %0 = bufferization.alloc_tensor() : tensor<2x2xf32>
// CHECK: %1 = bufferization.alloc_tensor(%arg1) : tensor<?x4xf32>
// CHECK: %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<?x4xf32>
// CHECK: %3 = bufferization.alloc_tensor(%arg1, %arg1) size_hint=%arg2 : tensor<?x?xf32>
// CHECK: %4 = bufferization.alloc_tensor() copy(%arg0) size_hint=%arg2 {memory_space = "gpu"} : tensor<?x4xf32>
// CHECK: %5 = bufferization.alloc_tensor(%arg1) {memory_space = 3 : i32} : tensor<?xi8, "sparse">
// CHECK: "test.use"(%0, %1, %2, %3, %4, %5) : (tensor<2x2xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x?xf32>, tensor<?x4xf32>, tensor<?xi8, "sparse">) -> ()
// CHECK: bufferization.dealloc_tensor %0 : tensor<2x2xf32>
// CHECK: bufferization.dealloc_tensor %5 {tag} : tensor<?xi8, "sparse">
// CHECK: return
// CHECK-LABEL: func.func @conversions
// CHECK-SAME: (%arg0: tensor<4x?xf32>, %arg1: memref<4x?xf32>, %arg2: memref<*xf32>) {
// CHECK: %0 = bufferization.to_tensor %arg1 : memref<4x?xf32> to tensor<4x?xf32>
// CHECK: %1 = bufferization.to_tensor %arg1 restrict : memref<4x?xf32> to tensor<4x?xf32>
// CHECK: %2 = bufferization.to_tensor %arg1 restrict writable {tag} : memref<4x?xf32> to tensor<4x?xf32>
// CHECK: %3 = bufferization.to_tensor %arg2 writable : memref<*xf32> to tensor<*xf32>
// CHECK: %4 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32>
// CHECK: %5 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK: %6 = bufferization.to_buffer %3 : tensor<*xf32> to memref<*xf32, 1>
// CHECK: %7 = bufferization.clone %arg1 : memref<4x?xf32> to memref<4x?xf32>
// CHECK: %8 = bufferization.clone %arg2 {tag} : memref<*xf32> to memref<*xf32>
// CHECK: "test.use"(%0, %1, %2, %4, %5, %6, %7, %8) : (tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xf32>, memref<4x?xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xf32, 1>, memref<4x?xf32>, memref<*xf32>) -> ()
// CHECK: return
// CHECK-LABEL: func.func @materialize
// CHECK-SAME: (%arg0: tensor<?xf32>, %arg1: tensor<8xf32>, %arg2: memref<?xf32>) -> tensor<8xf32> {
// CHECK: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 {tag} : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK: return %0 : tensor<8xf32>
// CHECK-LABEL: func.func @dealloc
// CHECK-SAME: (%arg0: memref<2xf32>, %arg1: memref<*xi8>, %arg2: i1, %arg3: i1) -> (i1, i1) {
// CHECK: bufferization.dealloc
// CHECK: bufferization.dealloc {tag}
// CHECK: bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<*xi8>) if (%arg2, %arg3)
// CHECK: %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2) retain (%arg1 : memref<*xi8>)
// CHECK: %1:2 = bufferization.dealloc retain (%arg0, %arg1 : memref<2xf32>, memref<*xi8>)
// CHECK: "test.use"(%0) : (i1) -> ()
// CHECK: "test.use"(%1#1) : (i1) -> ()
// CHECK: return %0, %0 : i1, i1
// CHECK-LABEL: func.func @arg_attrs
// CHECK-SAME: (%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>, bufferization.writable = false}) {
// CHECK: return
