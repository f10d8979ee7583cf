// minimize-copies (bufopt's own one-shot-bufferize option): rewrites of the
// tensor program before the analysis, each kept only when a trial
// bufferization has no more copies or allocations at any loop depth and
// fewer somewhere. Without the option the output is mlir-opt's.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries minimize-copies" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=DEFAULT
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries minimize-copies explain-copies" 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN

// Every fourth step reads the element it is about to overwrite: moved
// ahead of the insert, the read no longer forces a copy of the chain.
// CHECK-LABEL: func.func @read_then_overwrite
// CHECK-NOT: memref.copy
// CHECK: %[[OLD:.*]] = memref.load %arg0[%arg2]
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2]
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3]
// CHECK-NEXT: return %arg0, %[[OLD]]
// DEFAULT-LABEL: func.func @read_then_overwrite
// DEFAULT: memref.alloc
// DEFAULT: memref.copy
func.func @read_then_overwrite(%t: tensor<8xf32>, %v: f32, %i: index, %j: index) -> (tensor<8xf32>, f32) {
  %t1 = tensor.insert %v into %t[%i] : tensor<8xf32>
  %old = tensor.extract %t[%i] : tensor<8xf32>
  %t2 = tensor.insert %v into %t1[%j] : tensor<8xf32>
  return %t2, %old : tensor<8xf32>, f32
}

// A read of a value computed after the write cannot move ahead of it: the
// copy stays.
// CHECK-LABEL: func.func @read_needs_the_write
// CHECK: memref.alloc
// CHECK: memref.copy
// EXPLAIN: minimize_copies.mlir:[[@LINE+2]]:9: remark: copy for operand #1 of 'tensor.insert'
func.func @read_needs_the_write(%t: tensor<8xf32>, %v: f32, %i: index) -> (tensor<8xf32>, f32) {
  %t1 = tensor.insert %v into %t[%i] : tensor<8xf32>
  %e = tensor.extract %t1[%i] : tensor<8xf32>
  %k = arith.fptosi %e : f32 to i32
  %ki = arith.index_cast %k : i32 to index
  %old = tensor.extract %t[%ki] : tensor<8xf32>
  return %t1, %old : tensor<8xf32>, f32
}

// A tile computed from an empty tensor and inserted into a destination is
// computed in the destination's subset: no buffer of its own, no copy.
// CHECK-LABEL: func.func @tile_into_place
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: linalg.fill ins(%arg1 : f32) outs(%subview
// CHECK: return %arg0
// DEFAULT-LABEL: func.func @tile_into_place
// DEFAULT: memref.alloc
// DEFAULT: memref.copy
func.func @tile_into_place(%big: tensor<16xf32>, %x: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %big[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// A copy into a new tensor of a value nothing reads afterwards: its result
// is the same value, so the source's buffer is written in place (a move).
// CHECK-LABEL: func.func @copy_of_dead_value
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.copy
// CHECK: memref.store %arg1, %arg0[%arg2]
// CHECK-NEXT: return %arg0
// DEFAULT-LABEL: func.func @copy_of_dead_value
// DEFAULT: memref.alloc
// DEFAULT: linalg.copy
func.func @copy_of_dead_value(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %v into %c[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// The same copy when the source is returned too stays.
// CHECK-LABEL: func.func @copy_of_live_value
// CHECK: memref.alloc
// CHECK: linalg.copy
func.func @copy_of_live_value(%t: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %v into %c[%i] : tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}

// The copy the analysis cannot avoid stays explained, with the buffer of
// the copy kept in @copy_of_live_value; the others are gone.
// EXPLAIN-NOT: remark: copy
// EXPLAIN: remark: explain-copies: 1 copy, 0 new buffers without copy, 1 buffer the ops make by nature (48 bytes)
