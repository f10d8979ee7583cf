// minimize-copies: where the analysis puts a tensor out of place and every
// element of it is one scalar (a splat constant, a linalg.fill, a
// tensor.splat, or a cast or slice of one), its new buffer is filled with
// that scalar instead of receiving a copy. The same allocation, no
// memref.copy. Other tensors are still copied.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries minimize-copies" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=DEFAULT
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries minimize-copies explain-copies" 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN

func.func private @consume(tensor<4xf32>)

// The filled tensor is read after the insert overwrites it: the insert
// gets a buffer of its own, filled again with 2.0 rather than copied.
// CHECK-LABEL: func.func @fill_read_after_overwrite
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: linalg.fill ins(%[[TWO:.*]] : f32) outs(%[[A]]
// CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: linalg.map outs(%[[B]] : memref<4xf32>)
// CHECK: linalg.yield %[[TWO]]
// CHECK-NOT: memref.copy
// CHECK: memref.store %arg0, %[[B]]
// DEFAULT-LABEL: func.func @fill_read_after_overwrite
// DEFAULT: memref.copy
// EXPLAIN: minimize_copies_splats.mlir:[[@LINE+5]]:8: remark: new buffer (filled with the one value of every element, not copied: minimize-copies) for operand #1 of 'tensor.insert' (tensor<4xf32>, 16 bytes): in place, a write would clobber contents that are read afterwards
func.func @fill_read_after_overwrite(%v: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %v into %f[%i] : tensor<4xf32>
  return %f, %w : tensor<4xf32>, tensor<4xf32>
}

// A splat constant written in place needs a writable buffer: a new one
// filled with the constant, not copied from the constant's global.
// CHECK-LABEL: func.func @write_into_splat_constant
// CHECK: %[[C:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: linalg.map outs(%[[A]] : memref<4xf32>)
// CHECK: linalg.yield %[[C]]
// CHECK-NOT: memref.copy
// CHECK: memref.store %arg0, %[[A]]
// DEFAULT-LABEL: func.func @write_into_splat_constant
// DEFAULT: memref.get_global
// DEFAULT: memref.copy
func.func @write_into_splat_constant(%v: f32, %i: index) -> tensor<4xf32> {
  %k = arith.constant dense<1.5> : tensor<4xf32>
  %w = tensor.insert %v into %k[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// Through a cast to a dynamic shape, and a tensor.splat of a dynamic size.
// CHECK-LABEL: func.func @cast_and_dynamic_splat
// CHECK-NOT: memref.copy
// CHECK: return
// DEFAULT-LABEL: func.func @cast_and_dynamic_splat
// DEFAULT: memref.copy
// DEFAULT: memref.copy
func.func @cast_and_dynamic_splat(%v: f32, %n: index) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense<3> : tensor<4xi32>
  %d = tensor.cast %k : tensor<4xi32> to tensor<?xi32>
  %x = arith.constant 7 : i32
  %w = tensor.insert %x into %d[%c0] : tensor<?xi32>
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %s1 = tensor.insert %v into %s[%c0] : tensor<?xf32>
  return %d, %w, %s, %s1 : tensor<?xi32>, tensor<?xi32>, tensor<?xf32>, tensor<?xf32>
}

// Contents that differ from element to element are copied, as by default.
// CHECK-LABEL: func.func @other_constants_are_copied
// CHECK: memref.get_global
// CHECK: memref.copy
// EXPLAIN: minimize_copies_splats.mlir:[[@LINE+3]]:8: remark: copy for operand #1 of 'tensor.insert'
func.func @other_constants_are_copied(%v: f32, %i: index) -> tensor<4xf32> {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %w = tensor.insert %v into %k[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}
