// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_loop_nested_if.mlir -buffer-deallocation -canonicalize
// The seed loop_nested_if as a program (out-parameter version): both clones of
// fresh buffers that the legacy pass frees right after them fold away; the
// clones of the loop argument and of the iteration buffer stay.
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
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %c1 = arith.constant 1 : index
    %last = arith.subi %ub, %c1 : index
    %eq = arith.cmpi eq, %i, %last : index
    %next = scf.if %eq -> memref<2xf32> {
      %n = memref.alloc() : memref<2xf32>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%it : memref<2xf32>) outs(%n : memref<2xf32>) {
      ^bb0(%a: f32, %o: f32):
        %s = arith.addf %a, %a : f32
        linalg.yield %s : f32
      }
      scf.yield %n : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %next : memref<2xf32>
  }
  memref.copy %r, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant 2.5 : f32
  %buf = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%buf : memref<2xf32>)
  %res = memref.alloc() : memref<2xf32>
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res) : (index, index, index, memref<2xf32>, memref<2xf32>) -> ()
  call @show(%res) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @show(
// CHECK-SAME: %arg0: memref<2xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_nested_if(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %arg5, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg6 : memref<2xf32>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %5 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: call @loop_nested_if(%c0, %c4, %c1, %alloc, %alloc_0) : (index, index, index, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: call @show(%alloc_0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
