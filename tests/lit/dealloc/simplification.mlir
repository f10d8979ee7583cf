// RUN: bufopt %s -buffer-deallocation-simplification | FileCheck %s

func.func @contained(%c: i1, %a: memref<2xf32>) -> (i1, i1) {
  %m = memref.alloc() : memref<2xf32>
  %0:2 = bufferization.dealloc (%m, %a : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%m, %a : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @not_aliasing_retained(%c: i1, %r: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%n : memref<2xf32>)
  return %0 : i1
}

func.func @split(%c0: i1, %c1: i1, %r: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m, %n, %r : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c1) retain (%r : memref<2xf32>)
  return %0 : i1
}

func.func @always_true(%a: memref<2xf32>, %b: memref<2xf32>) -> (i1, i1) {
  %t = arith.constant true
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%t, %t) retain (%a, %b : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @loop_arg(%lb: index, %ub: index, %s: index, %init: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %init) -> (memref<2xf32>) {
    %m = memref.alloc() : memref<2xf32>
    %0 = bufferization.dealloc (%x, %m : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%init : memref<2xf32>)
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @views(%c: i1) -> i1 {
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %w = memref.cast %m : memref<8xf32> to memref<?xf32>
  %n = memref.alloc() : memref<8xf32>
  %0 = bufferization.dealloc (%m, %n : memref<8xf32>, memref<8xf32>) if (%c, %c) retain (%v : memref<4xf32, strided<[1]>>)
  %1 = bufferization.dealloc (%n : memref<8xf32>) if (%c) retain (%w : memref<?xf32>)
  %2 = arith.andi %0, %1 : i1
  return %2 : i1
}

func.func @dups(%c: i1, %d: i1, %a: memref<2xf32>) -> (i1, i1) {
  %m = memref.alloc() : memref<2xf32>
  %0:2 = bufferization.dealloc (%m, %m, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %d) retain (%a, %a : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @select_origin(%c: i1, %a: memref<2xf32>) -> i1 {
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %m, %n : memref<2xf32>
  %k = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m, %k : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%s : memref<2xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @contained(%arg0: i1, %arg1: memref<2xf32>) -> (i1, i1) {
// CHECK: return %arg0, %arg0 : i1, i1
// CHECK-LABEL: func.func @not_aliasing_retained(%arg0: i1, %arg1: memref<2xf32>) -> i1 {
// CHECK: %false = arith.constant false
// CHECK: return %false : i1
// CHECK-LABEL: func.func @split(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
// CHECK: return %arg1 : i1
// CHECK-LABEL: func.func @always_true(%arg0: memref<2xf32>, %arg1: memref<2xf32>) -> (i1, i1) {
// CHECK: %true = arith.constant true
// CHECK: return %true, %true : i1, i1
// CHECK-LABEL: func.func @loop_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: i1) -> memref<2xf32> {
// CHECK: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK: scf.yield %arg6 : memref<2xf32>
// CHECK: return %0 : memref<2xf32>
// CHECK-LABEL: func.func @views(%arg0: i1) -> i1 {
// CHECK: %false = arith.constant false
// CHECK: %alloc = memref.alloc() : memref<8xf32>
// CHECK: bufferization.dealloc (%alloc : memref<8xf32>) if (%arg0)
// CHECK: bufferization.dealloc (%alloc : memref<8xf32>) if (%arg0)
// CHECK: return %false : i1
// CHECK-LABEL: func.func @dups(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> (i1, i1) {
// CHECK: return %arg1, %arg1 : i1, i1
// CHECK-LABEL: func.func @select_origin(%arg0: i1, %arg1: memref<2xf32>) -> i1 {
// CHECK: %alloc = memref.alloc() : memref<2xf32>
// CHECK: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK: %1 = bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0) retain (%0 : memref<2xf32>)
// CHECK: return %1 : i1
