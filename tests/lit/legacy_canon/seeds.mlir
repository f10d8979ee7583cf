// RUN: bufopt %s --split-input-file --allow-unregistered-dialect -buffer-deallocation -canonicalize | FileCheck %s
// The legacy pass followed by the canonicalizer on small seed-like inputs whose
// mlir-opt 19 output is leak-free; the CHECK lines are mlir-opt 19's output for
// the same flags, which bufopt reproduces exactly.
// The post-phase examples of the legacy deallocation documentation, restated.

// A buffer returned from the function it is allocated in.
func.func @dynamic_allocation(%m: index, %n: index) -> memref<?x?xf32> {
  %buf = memref.alloc(%m, %n) : memref<?x?xf32>
  "test.write"(%buf) : (memref<?x?xf32>) -> ()
  return %buf : memref<?x?xf32>
}
// CHECK-LABEL: func.func @dynamic_allocation(
// CHECK-SAME: %arg0: index, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<?x?xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }

// -----

// A temporary computed then copied out through a clone that is freed.
func.func @reuse_target(%in: memref<2xf32>, %res: memref<2xf32>) {
  %tmp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<2xf32>) outs(%tmp : memref<2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  %cp = bufferization.clone %tmp : memref<2xf32> to memref<2xf32>
  memref.copy %cp, %res : memref<2xf32> to memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  return
}
// CHECK-LABEL: func.func @reuse_target(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Allocation and stack buffer mixed at a join.
func.func @mixed(%c: i1, %out: memref<2xf32>) {
  %s = memref.alloca() : memref<2xf32>
  %h = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.write"(%s) : (memref<2xf32>) -> ()
  cf.br ^bb3(%s : memref<2xf32>)
^bb2:
  "test.write"(%h) : (memref<2xf32>) -> ()
  cf.br ^bb3(%h : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.write"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloca : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// scf.if whose branches yield a fresh buffer and an outer one.
func.func @if_yield(%c: i1, %n: index, %out: memref<?xf32>) {
  %outer = memref.alloc(%n) : memref<?xf32>
  "test.write"(%outer) : (memref<?xf32>) -> ()
  %r = scf.if %c -> memref<?xf32> {
    %inner = memref.alloc(%n) : memref<?xf32>
    "test.write"(%inner) : (memref<?xf32>) -> ()
    scf.yield %inner : memref<?xf32>
  } else {
    scf.yield %outer : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}
// CHECK-LABEL: func.func @if_yield(
// CHECK-SAME: %arg0: i1, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.write"(%alloc_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: memref.copy %0, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A loop carrying a freshly allocated buffer on every iteration.
func.func @loop_fresh(%lb: index, %ub: index, %step: index, %init: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %init) -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %it, %n : memref<4xf32> to memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: func.func @loop_fresh(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xf32>, %arg4: memref<4xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg6, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg6 : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Nested scf.if inside an scf.if, each level allocating.
func.func @nested_ifs(%c: i1, %d: i1, %out: memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    "test.write"(%a) : (memref<2xf32>) -> ()
    %q = scf.if %d -> memref<2xf32> {
      %b = memref.alloc() : memref<2xf32>
      "test.write"(%b) : (memref<2xf32>) -> ()
      scf.yield %b : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    scf.yield %q : memref<2xf32>
  } else {
    %e = memref.alloc() : memref<2xf32>
    "test.write"(%e) : (memref<2xf32>) -> ()
    scf.yield %e : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @nested_ifs(
// CHECK-SAME: %arg0: i1, %arg1: i1, %arg2: memref<2xf32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %1 = scf.if %arg1 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.write"(%alloc_0) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
