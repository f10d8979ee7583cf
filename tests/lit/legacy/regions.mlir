// RUN: bufopt %s --split-input-file --allow-unregistered-dialect -buffer-deallocation | FileCheck %s
// Existing deallocs, selects, scf.while, nested loops, scf.index_switch and
// views: the expected output is mlir-opt 19's, which bufopt reproduces exactly.

func.func @existing_dealloc(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %l = memref.load %v[%i] : memref<2xf32, strided<[1], offset: 1>>
  return %l : f32
}
// CHECK-LABEL: func.func @existing_dealloc(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %0 = memref.load %subview[%arg0] : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %0 : f32

// -----

func.func @select(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %l = memref.load %s[%i] : memref<4xf32>
  return %l : f32
}
// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %1 : f32

// -----

func.func @while_loop(%n: index, %init: memref<?xf32>) {
  %r = scf.while (%w = %init) : (memref<?xf32>) -> memref<?xf32> {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %w : memref<?xf32>
  } do {
  ^bb0(%x: memref<?xf32>):
    %y = memref.alloc(%n) : memref<?xf32>
    memref.copy %x, %y : memref<?xf32> to memref<?xf32>
    scf.yield %y : memref<?xf32>
  }
  "test.read"(%r) : (memref<?xf32>) -> ()
  return
}
// CHECK-LABEL: func.func @while_loop(
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = scf.while (%arg2 = %0) : (memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %2 = "test.cond"() : () -> i1
// CHECK-NEXT: %3 = bufferization.clone %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<?xf32>
// CHECK-NEXT: scf.condition(%2) %3 : memref<?xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<?xf32>):
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg2, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<?xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.read"(%1) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %1 : memref<?xf32>
// CHECK-NEXT: return

// -----

func.func @nested_for(%lb: index, %ub: index, %st: index, %b: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %b) -> memref<2xf32> {
    %r2 = scf.for %j = %lb to %ub step %st iter_args(%it2 = %it) -> memref<2xf32> {
      %x = memref.alloc() : memref<2xf32>
      memref.copy %it2, %x : memref<2xf32> to memref<2xf32>
      scf.yield %x : memref<2xf32>
    }
    scf.yield %r2 : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// CHECK-LABEL: func.func @nested_for(
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = bufferization.clone %arg5 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg5 : memref<2xf32>
// CHECK-NEXT: %3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %2) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg7, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg7 : memref<2xf32>
// CHECK-NEXT: %5 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>

// -----

func.func @index_switch(%k: index, %o: memref<2xf32>) {
  %r = scf.index_switch %k -> memref<2xf32>
  case 0 {
    %x = memref.alloc() : memref<2xf32>
    scf.yield %x : memref<2xf32>
  }
  default {
    scf.yield %o : memref<2xf32>
  }
  "test.read"(%r) : (memref<2xf32>) -> ()
  return
}
// CHECK-LABEL: func.func @index_switch(
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<2xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.read"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return

// -----

func.func @view_in_other_block(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.cond_br %c, ^x, ^y
^x:
  cf.br ^z
^y:
  cf.br ^z
^z:
  %l = memref.load %v[%i] : memref<4xf32, strided<[1], offset: 2>>
  return %l : f32
}
// CHECK-LABEL: func.func @view_in_other_block(
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %0 = memref.load %subview[%arg1] : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %0 : f32
