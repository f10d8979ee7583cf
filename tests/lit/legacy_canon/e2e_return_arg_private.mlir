// End-to-end program (memref level) for the legacy pass followed by the
// canonicalizer; the oracle must report leaked=0 badfree=0:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_return_arg_private.mlir -buffer-deallocation -canonicalize
// Callee summaries (beyond mlir-opt 19, which leaks 4 buffers here because it
// never frees call results): private functions that hand an argument back
// (directly, through scf.if and a cast, through calls to each other) return
// it without a clone, and callers free the call operand after the last use
// of the result; a function that may return a fresh buffer (@fresh_or_arg)
// still clones its argument, and its results are freed by the caller. The
// program writes through a handed-back buffer after the call, so a clone
// there would also change what it prints; the output equals that of the
// program run without any pass. The CHECK lines are bufopt's output.
// FLAGS: -buffer-deallocation -canonicalize
// mlir-opt 22 has no -buffer-deallocation, and its ownership-based pipeline clones the handed-back
// arguments (which changes what this program prints): the e2e test compares with the program
// run without deallocation.
// REFERENCE-FLAGS: -canonicalize
// RUN: bufopt %s -buffer-deallocation -canonicalize | FileCheck %s
// Run on single functions, the pass summarises nothing and keeps the clone.
// RUN: bufopt %s --pass-pipeline="builtin.module(func.func(buffer-deallocation))" | FileCheck %s --check-prefix=NESTED
// NESTED-LABEL: func.func private @scale_in_place(
// NESTED: %[[C:.*]] = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// NESTED-NEXT: return %[[C]] : memref<4xf32>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @show(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @filled(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}
func.func private @scale_in_place(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%o: f32):
    %s = arith.mulf %o, %k : f32
    linalg.yield %s : f32
  }
  return %m : memref<4xf32>
}
func.func private @pick(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    %t = memref.cast %a : memref<4xf32> to memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  return %r, %b : memref<4xf32>, memref<4xf32>
}
func.func private @twice(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %x = call @scale_in_place(%m, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  %y = call @scale_in_place(%x, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  return %y : memref<4xf32>
}
func.func private @fresh_or_arg(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %m, %n : memref<4xf32> to memref<4xf32>
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %x = call @filled(%one) : (f32) -> memref<4xf32>
  %y = call @scale_in_place(%x, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  call @show(%y) : (memref<4xf32>) -> ()
  %z = call @twice(%y, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  call @show(%z) : (memref<4xf32>) -> ()
  %w = call @filled(%two) : (f32) -> memref<4xf32>
  %p:2 = call @pick(%t, %x, %w) : (i1, memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  call @show(%p#0) : (memref<4xf32>) -> ()
  call @show(%p#1) : (memref<4xf32>) -> ()
  %q = call @fresh_or_arg(%t, %w) : (i1, memref<4xf32>) -> memref<4xf32>
  %s = call @fresh_or_arg(%f, %w) : (i1, memref<4xf32>) -> memref<4xf32>
  call @show(%q) : (memref<4xf32>) -> ()
  call @show(%s) : (memref<4xf32>) -> ()
  return
}

// CHECK-LABEL: func.func private @show(
// CHECK-SAME: %arg0: memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @filled(
// CHECK-SAME: %arg0: f32) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @scale_in_place(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg0 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %0 = arith.mulf %out, %arg1 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @pick(
// CHECK-SAME: %arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: return %arg1, %arg2 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @twice(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: %0 = call @scale_in_place(%arg0, %arg1) : (memref<4xf32>, f32) -> memref<4xf32>
// CHECK-NEXT: %1 = call @scale_in_place(%0, %arg1) : (memref<4xf32>, f32) -> memref<4xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @fresh_or_arg(
// CHECK-SAME: %arg0: i1, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(
// CHECK-SAME: ) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = call @filled(%cst) : (f32) -> memref<4xf32>
// CHECK-NEXT: %1 = call @scale_in_place(%0, %cst_0) : (memref<4xf32>, f32) -> memref<4xf32>
// CHECK-NEXT: call @show(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %2 = call @twice(%1, %cst_0) : (memref<4xf32>, f32) -> memref<4xf32>
// CHECK-NEXT: call @show(%2) : (memref<4xf32>) -> ()
// CHECK-NEXT: %3 = call @filled(%cst_0) : (f32) -> memref<4xf32>
// CHECK-NEXT: %4:2 = call @pick(%true, %0, %3) : (i1, memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: call @show(%4#0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: call @show(%4#1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %5 = call @fresh_or_arg(%true, %3) : (i1, memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %6 = call @fresh_or_arg(%false, %3) : (i1, memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<4xf32>
// CHECK-NEXT: call @show(%5) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %5 : memref<4xf32>
// CHECK-NEXT: call @show(%6) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %6 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
