// RUN: bufopt %s -one-shot-bufferize --split-input-file | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries use-encoding-for-memory-space" --split-input-file | FileCheck %s --check-prefix=ENC
// RUN: not bufopt %s -one-shot-bufferize="must-infer-memory-space" --split-input-file 2>&1 | FileCheck %s --check-prefix=INFER

// An alloc_tensor in memory space 1: its copy stays in that space.
// CHECK-LABEL: func @alloc_space
// CHECK: memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK: memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK: memref.copy %alloc, %alloc_1 : memref<?xf32, 1> to memref<?xf32, 1>
// INFER-NOT: alloc_space
func.func @alloc_space(%sz: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %b = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %c = bufferization.alloc_tensor() copy(%b) : tensor<?xf32>
  %d = tensor.insert %v into %c[%c0] : tensor<?xf32>
  %x = tensor.extract %d[%c0] : tensor<?xf32>
  %y = tensor.extract %b[%c0] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// -----

// A buffer from to_tensor in memory space 3: the new buffer for the
// out-of-place fill is allocated in the same space.
// CHECK-LABEL: func @roundtrip
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2xf32, 3>
// CHECK: memref.copy %alloc, %subview_0 : memref<2xf32, 3> to memref<2xf32, strided<[1], offset: 2>, 3>
func.func @roundtrip(%m: memref<4xf32, 3>, %v: f32) -> memref<4xf32, 3> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32, 3> to tensor<4xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.extract_slice %w[0][2][1] : tensor<4xf32> to tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %i = tensor.insert_slice %f into %w[2][2][1] : tensor<2xf32> into tensor<4xf32>
  %b = bufferization.to_buffer %i : tensor<4xf32> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}

// -----

// With use-encoding-for-memory-space, the tensor encoding is the memory
// space of the function boundary buffers.
// ENC-LABEL: func @enc
// ENC-SAME: (%arg0: memref<4xf32, strided<[?], offset: ?>, 1>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>, 1>
// ENC: memref.store %arg1, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>, 1>
func.func @enc(%t: tensor<4xf32, 1 : i64>, %v: f32) -> tensor<4xf32, 1 : i64> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32, 1 : i64>
  return %r : tensor<4xf32, 1 : i64>
}

// -----

// Without a memory space on the alloc_tensor, must-infer-memory-space fails.
// INFER: error: could not infer memory space
func.func @no_space(%sz: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %b = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %x = tensor.extract %b[%c0] : tensor<?xf32>
  return %x : f32
}
