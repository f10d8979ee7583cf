// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_return_arg_cf.mlir -buffer-deallocation -canonicalize
// A private function hands its argument back through a cf join. Its callers
// are all known, so the legacy pass's callee summary lets it return the
// argument without a clone, and the callers free the call operand after the
// last use of the result. On this input the output is mlir-opt 19's for the
// same flags (`mlir-opt -buffer-deallocation -canonicalize`, LLVM 19), which
// is leak-free here; the CHECK lines are that output.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @show(%m: memref<2xf32>) {
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @through_cf(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%m : memref<2xf32>)
^bb2:
  cf.br ^bb3(%m : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}
func.func @main() {
  %v = arith.constant 3.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  %r1 = call @through_cf(%t, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.copy %r1, %b : memref<2xf32> to memref<2xf32>
  %r2 = call @through_cf(%f, %b) : (i1, memref<2xf32>) -> memref<2xf32>
  %j = arith.constant 0 : index
  %sel = scf.if %t -> memref<2xf32> {
    scf.yield %r2 : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  call @show(%r1) : (memref<2xf32>) -> ()
  call @show(%sel) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func private @show(
// CHECK-SAME: %arg0: memref<2xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @through_cf(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: return %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: %0 = call @through_cf(%true, %alloc) : (i1, memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = call @through_cf(%false, %alloc_0) : (i1, memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: call @show(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: call @show(%2) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
