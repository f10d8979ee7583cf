// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_branch_both.mlir -buffer-deallocation -canonicalize
// The seed branch as a program: allocations in the entry block and in one
// branch join in a block argument; the clone of the branch allocation folds
// away, the clone of the entry allocation (freed at the end) stays.
// The CHECK lines are mlir-opt 19's output for the same flags
// (`mlir-opt -buffer-deallocation -canonicalize`, LLVM 19), which is leak-free here.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<2xf32>) {
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @branch(%c: i1, %out: memref<2xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %first = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %second = memref.alloc() : memref<2xf32>
  linalg.fill ins(%two : f32) outs(%second : memref<2xf32>)
  cf.br ^bb3(%second : memref<2xf32>)
^bb2:
  linalg.fill ins(%one : f32) outs(%first : memref<2xf32>)
  cf.br ^bb3(%first : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %out = memref.alloc() : memref<2xf32>
  call @branch(%t, %out) : (i1, memref<2xf32>) -> ()
  call @show(%out) : (memref<2xf32>) -> ()
  call @branch(%f, %out) : (i1, memref<2xf32>) -> ()
  call @show(%out) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<2xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc_1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: call @branch(%true, %alloc) : (i1, memref<2xf32>) -> ()
// CHECK-NEXT: call @show(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: call @branch(%false, %alloc) : (i1, memref<2xf32>) -> ()
// CHECK-NEXT: call @show(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
