// RUN: bufopt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// A trivial scf.if becomes a select.
// CHECK-LABEL: func.func @if_to_select
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %0 : i32
func.func @if_to_select(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// Branch chains collapse and blocks with a single predecessor merge.
// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    "test.a"() : () -> ()
// CHECK-NEXT:    "test.b"() : () -> ()
// CHECK-NEXT:    return
func.func @branches() {
  "test.a"() : () -> ()
  cf.br ^bb1
^bb1:
  "test.b"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// Duplicate and always-false memrefs leave the dealloc; empty deallocs fold to false.
// CHECK-LABEL: func.func @dealloc
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT:    bufferization.dealloc (%arg0 : memref<2xf32>) if (%0)
// CHECK-NEXT:    return %false : i1
func.func @dealloc(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1) -> i1 {
  %f = arith.constant false
  bufferization.dealloc (%m, %n, %m : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %f, %d)
  %r = bufferization.dealloc retain (%n : memref<2xf32>)
  return %r : i1
}
