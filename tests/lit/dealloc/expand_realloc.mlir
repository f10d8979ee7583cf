// RUN: bufopt %s -expand-realloc | FileCheck %s
// RUN: bufopt %s -expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC

// Expanding memref.realloc with and without deallocation of the source.
func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @stat(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @dyn2stat(%m: memref<?xf32>) -> memref<4xf32> {
  %r = memref.realloc %m {alignment = 8} : memref<?xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stat(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn2stat(%arg0: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// NODEALLOC: module {
// NODEALLOC-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-LABEL: func.func @stat(%arg0: memref<2xf32>) -> memref<4xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-LABEL: func.func @dyn2stat(%arg0: memref<?xf32>) -> memref<4xf32> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: }
