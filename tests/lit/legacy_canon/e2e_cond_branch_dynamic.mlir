// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_cond_branch_dynamic.mlir -buffer-deallocation -canonicalize
// The seed condBranchDynamicType as a program (dynamic size passed as a
// block argument); the clone of the branch-local allocation folds away.
// The CHECK lines are mlir-opt 19's output for the same flags
// (`mlir-opt -buffer-deallocation -canonicalize`, LLVM 19), which is leak-free here.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @cond_branch_dyn(%c: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb3(%in : memref<?xf32>)
^bb2(%size: index):
  %t = memref.alloc(%size) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<?xf32>) outs(%t : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  cf.br ^bb3(%t : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.constant 3 : index
  %v = arith.constant 3.0 : f32
  %in0 = memref.alloc() : memref<3xf32>
  linalg.fill ins(%v : f32) outs(%in0 : memref<3xf32>)
  %in = memref.cast %in0 : memref<3xf32> to memref<?xf32>
  %out0 = memref.alloc() : memref<3xf32>
  %out = memref.cast %out0 : memref<3xf32> to memref<?xf32>
  call @cond_branch_dyn(%t, %in, %out, %n) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  call @show(%out) : (memref<?xf32>) -> ()
  call @cond_branch_dyn(%f, %in, %out, %n) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  call @show(%out) : (memref<?xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<?xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_branch_dyn(
// CHECK-SAME: %arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<?xf32>)
// CHECK-NEXT: ^bb2(%1: index):  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<?xf32>) outs(%alloc : memref<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb3(%2: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<3xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3xf32> to memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<3xf32> to memref<?xf32>
// CHECK-NEXT: call @cond_branch_dyn(%true, %cast, %cast_1, %c3) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT: call @show(%cast_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: call @cond_branch_dyn(%false, %cast, %cast_1, %c3) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32>
// CHECK-NEXT: call @show(%cast_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
