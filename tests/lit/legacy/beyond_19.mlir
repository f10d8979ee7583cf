// RUN: bufopt %s --split-input-file --allow-unregistered-dialect -buffer-deallocation | FileCheck %s
// Where bufopt departs from mlir-opt 19 (see the pass documentation): a view
// read after the placement point keeps its buffer alive (19 frees it before
// the load), uses without a common post-dominator are freed at every exit (19
// crashes), a memref.transpose is a view, results of calls to an external
// function may alias the operands, and an allocation in a multi-block
// scf.execute_region is freed on both paths.

func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  cf.br ^bb1
^bb1:
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^bb2
^bb2:
  %x = arith.constant 1.0 : f32
  %y = arith.addf %x, %x : f32
  %l = memref.load %v[%i] : memref<4xf32, strided<[1], offset: 2>>
  return %l : f32
}
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: %1 = memref.load %subview[%arg1] : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %1 : f32

// -----

func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = memref.load %a[%i] : memref<8xf32>
  return %l : f32
^bb2:
  %x = arith.constant 1.0 : f32
  return %x : f32
}
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %cst : f32

// -----

func.func private @g(memref<2xf32>) -> memref<2xf32>
func.func @calls(%x: memref<2xf32>) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %r = func.call @g(%a) : (memref<2xf32>) -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}
func.func @clone_in(%x: memref<2xf32>) -> f32 {
  %a = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<2xf32>
  return %v : f32
}
func.func @tr(%i: index) -> f32 {
  %a = memref.alloc() : memref<2x3xf32>
  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %v = memref.load %t[%i, %i] : memref<3x2xf32, strided<[1, 3]>>
  return %v : f32
}
// CHECK-LABEL: func.func @calls(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = call @g(%alloc) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @clone_in(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @tr(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: %transpose = memref.transpose %alloc (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: %0 = memref.load %transpose[%arg0, %arg0] : memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT: memref.dealloc %alloc : memref<2x3xf32>
// CHECK-NEXT: return %0 : f32

// -----

func.func @exec_multi(%c: i1) {
  %r = scf.execute_region -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : memref<2xf32>
  ^b:
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  "test.read"(%r) : (memref<2xf32>) -> ()
  return
}
// CHECK-LABEL: func.func @exec_multi(
// CHECK-NEXT: %0 = scf.execute_region -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.read"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
