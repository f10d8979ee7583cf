// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_while_loop.mlir -buffer-deallocation -canonicalize
// An scf.while carrying a fresh buffer per iteration: every clone the legacy
// pass adds (init, before-region forward, yield) folds away.
// The CHECK lines are mlir-opt 19's output for the same flags
// (`mlir-opt -buffer-deallocation -canonicalize`, LLVM 19), which is leak-free here.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<3xf32>) {
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<3xf32>
  linalg.fill ins(%v : f32) outs(%init : memref<3xf32>)
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, memref<3xf32>) -> (index, memref<3xf32>) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %i, %b : index, memref<3xf32>
  } do {
  ^bb0(%j: index, %cur: memref<3xf32>):
    %n = memref.alloc() : memref<3xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cur : memref<3xf32>) outs(%n : memref<3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    }
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %n : index, memref<3xf32>
  }
  call @show(%r#1) : (memref<3xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<3xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<3xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<3xf32>)
// CHECK-NEXT: %0:2 = scf.while (%arg0 = %c0, %arg1 = %alloc) : (index, memref<3xf32>) -> (index, memref<3xf32>) {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c3 : index
// CHECK-NEXT: scf.condition(%1) %arg0, %arg1 : index, memref<3xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: memref<3xf32>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<3xf32>) outs(%alloc_0 : memref<3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg1 : memref<3xf32>
// CHECK-NEXT: %1 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: scf.yield %1, %alloc_0 : index, memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: call @show(%0#1) : (memref<3xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0#1 : memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
