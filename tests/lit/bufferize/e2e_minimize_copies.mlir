// End-to-end tensor program for minimize-copies (bufopt's own one-shot-bufferize option): each
// function below costs copies by default that a rewrite of the tensor program avoids, and the
// printed results show that the program computes the same with fewer copies and allocations.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops minimize-copies" -buffer-deallocation-pipeline
// REFERENCE-FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops minimize-copies" -buffer-deallocation-pipeline | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline | FileCheck %s --check-prefix=DEFAULT

// Reading the old element after overwriting it: by default the insert writes a copy of %t; the
// read moved ahead of it lets the insert write %t itself.
// CHECK-LABEL: func.func @swap_first
// CHECK-NOT: memref.copy
// CHECK: memref.load
// CHECK-NEXT: memref.store
// CHECK: return
// DEFAULT-LABEL: func.func @swap_first
// DEFAULT: memref.copy
func.func @swap_first(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %old : tensor<4xf32>, f32
}

// The same in a loop: by default every iteration copies the carried tensor (and without
// allow-return-allocs-from-loops the loop cannot be bufferized at all).
// CHECK-LABEL: func.func @running_sum_of_replaced
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.alloc
// CHECK: return
// DEFAULT-LABEL: func.func @running_sum_of_replaced
// DEFAULT: scf.for
// DEFAULT: memref.alloc
// DEFAULT: memref.copy
func.func @running_sum_of_replaced(%init: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %init, %acc = %zero) -> (tensor<4xf32>, f32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    %old = tensor.extract %t[%i] : tensor<4xf32>
    %acc2 = arith.addf %acc, %old : f32
    scf.yield %t2, %acc2 : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// A projection computed in a buffer of its own, then copied into a cache: computed in the cache's
// slot instead.
// CHECK-LABEL: func.func @project_into_cache
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: return
// DEFAULT-LABEL: func.func @project_into_cache
// DEFAULT: memref.alloc
// DEFAULT: memref.copy
func.func @project_into_cache(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>, %cache: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %k = linalg.matmul ins(%x, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = tensor.insert_slice %k into %cache[1, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<2x2xf32> into tensor<2x2x2xf32>
  return %c : tensor<2x2x2xf32>
}

// Four stages, each computed into an empty tensor of its own: the first stage is dead once the
// second is computed, so the third is computed in its buffer; the second is read by the last.
// Three buffers serve all four (by default: four).
// CHECK-LABEL: func.func @stages
// CHECK-COUNT-3: memref.alloc
// CHECK-NOT: memref.alloc
// CHECK: return
// DEFAULT-LABEL: func.func @stages
// DEFAULT-COUNT-4: memref.alloc
#vec = affine_map<(d0) -> (d0)>
func.func @stages(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %s0 = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %s1 = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%s0 : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %s2 = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%s1 : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.subf %a, %one : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %s3 = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]} ins(%s2, %s1 : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s3 : tensor<4xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nine = arith.constant 9.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%two : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %w, %old = func.call @swap_first(%t, %nine) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %s, %sum = func.call @running_sum_of_replaced(%w) : (tensor<4xf32>) -> (tensor<4xf32>, f32)
  %e22 = tensor.empty() : tensor<2x2xf32>
  %x = linalg.fill ins(%two : f32) outs(%e22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %wt = linalg.fill ins(%one : f32) outs(%e22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %x1 = tensor.insert %nine into %x[%c0, %c0] : tensor<2x2xf32>
  %e222 = tensor.empty() : tensor<2x2x2xf32>
  %cache = linalg.fill ins(%one : f32) outs(%e222 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %c = func.call @project_into_cache(%x1, %wt, %cache) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %olds = tensor.from_elements %old, %sum : tensor<2xf32>
  %p0 = tensor.cast %olds : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()
  %p1 = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %s : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  %p3 = tensor.cast %c : tensor<2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%p3) : (tensor<*xf32>) -> ()
  %p4 = tensor.cast %x1 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%p4) : (tensor<*xf32>) -> ()
  %three = arith.constant 3.0 : f32
  %e4b = tensor.empty() : tensor<4xf32>
  %in = linalg.fill ins(%three : f32) outs(%e4b : tensor<4xf32>) -> tensor<4xf32>
  %st = func.call @stages(%in) : (tensor<4xf32>) -> tensor<4xf32>
  %p5 = tensor.cast %st : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%p5) : (tensor<*xf32>) -> ()
  return
}
