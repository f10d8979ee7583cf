// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_cond_branch.mlir -buffer-deallocation -canonicalize
// The seed condBranch as a program: a buffer allocated in one branch of a
// cf.cond_br and an argument in the other meet at a join. The clone of the
// allocation (freed right after) folds away; the clone of the argument stays.
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
func.func @cond_branch(%c: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<2xf32>)
^bb2:
  %t = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<2xf32>) outs(%t : memref<2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  cf.br ^bb3(%t : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  %out = memref.alloc() : memref<2xf32>
  linalg.fill ins(%z : f32) outs(%out : memref<2xf32>)
  call @cond_branch(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @show(%out) : (memref<2xf32>) -> ()
  call @cond_branch(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @show(%out) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<2xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_branch(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<2xf32>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<2xf32>)
// CHECK-NEXT: call @cond_branch(%true, %alloc, %alloc_1) : (i1, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: call @show(%alloc_1) : (memref<2xf32>) -> ()
// CHECK-NEXT: call @cond_branch(%false, %alloc, %alloc_1) : (i1, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: call @show(%alloc_1) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
