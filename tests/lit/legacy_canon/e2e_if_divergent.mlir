// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_if_divergent.mlir -buffer-deallocation -canonicalize
// scf.if versions of the seeds inner_region_control_flow_div and
// nested_region_control_flow: the clone of a branch-local allocation that
// is freed right after it folds away; a nested allocation is freed in place.
// The CHECK lines are mlir-opt 19's output for the same flags
// (`mlir-opt -buffer-deallocation -canonicalize`, LLVM 19), which is leak-free here.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @pick(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %in : memref<4xf32>
  } else {
    %n = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<4xf32>) outs(%n : memref<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.negf %a : f32
      linalg.yield %s : f32
    }
    scf.yield %n : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @nested(%a: index, %b: index, %out: memref<?x?xf32>) {
  %v = arith.constant 7.0 : f32
  %w = arith.constant 9.0 : f32
  %eq = arith.cmpi eq, %a, %b : index
  %outer = memref.alloc(%a, %a) : memref<?x?xf32>
  linalg.fill ins(%v : f32) outs(%outer : memref<?x?xf32>)
  %r = scf.if %eq -> memref<?x?xf32> {
    scf.yield %outer : memref<?x?xf32>
  } else {
    %inner = memref.alloc(%a, %b) : memref<?x?xf32>
    linalg.fill ins(%w : f32) outs(%inner : memref<?x?xf32>)
    memref.copy %inner, %inner : memref<?x?xf32> to memref<?x?xf32>
    scf.yield %outer : memref<?x?xf32>
  }
  memref.copy %r, %out : memref<?x?xf32> to memref<?x?xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 4.0 : f32
  %in = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<4xf32>)
  %out = memref.alloc() : memref<4xf32>
  call @pick(%t, %in, %out) : (i1, memref<4xf32>, memref<4xf32>) -> ()
  call @show(%out) : (memref<4xf32>) -> ()
  call @pick(%f, %in, %out) : (i1, memref<4xf32>, memref<4xf32>) -> ()
  call @show(%out) : (memref<4xf32>) -> ()
  %o20 = memref.alloc() : memref<2x2xf32>
  %o2 = memref.cast %o20 : memref<2x2xf32> to memref<?x?xf32>
  call @nested(%c2, %c2, %o2) : (index, index, memref<?x?xf32>) -> ()
  call @nested(%c2, %c3, %o2) : (index, index, memref<?x?xf32>) -> ()
  %u = memref.cast %o2 : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pick(
// CHECK-SAME: %arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<4xf32>) outs(%alloc : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<?x?xf32>)
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %alloc, %arg2 : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @pick(%true, %alloc, %alloc_0) : (i1, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: call @show(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: call @pick(%false, %alloc, %alloc_0) : (i1, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: call @show(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_1 : memref<2x2xf32> to memref<?x?xf32>
// CHECK-NEXT: call @nested(%c2, %c2, %cast) : (index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT: call @nested(%c2, %c3, %cast) : (index, index, memref<?x?xf32>) -> ()
// CHECK-NEXT: %cast_2 = memref.cast %alloc_1 : memref<2x2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
