// Each entry function makes one memory error; the checked heap reports it at the faulting op with
// a note at the allocation, and the runner exits 1.
// RUN: not bufopt-runner %s -e leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not bufopt-runner %s -e double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not bufopt-runner %s -e free_alloca 2>&1 | FileCheck %s --check-prefix=ALLOCA
// RUN: not bufopt-runner %s -e free_global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not bufopt-runner %s -e read_freed_view 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not bufopt-runner %s -e store_past_end 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not bufopt-runner %s -e copy_mismatch 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not bufopt-runner %s -e subview_past_end 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not bufopt-runner %s -e write_constant 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not bufopt-runner %s -e escaping_alloca 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: bufopt-runner %s -e clean --memory-report 2>&1 | FileCheck %s --check-prefix=REPORT

memref.global "private" constant @table : memref<3xi32> = dense<[1, 2, 3]>

// LEAK: memory_errors.mlir:[[# @LINE + 2]]:8: error: leak: 'memref.alloc' allocates 4 element(s) that are never freed
func.func @leak() {
  %m = memref.alloc() : memref<4xf32>
  return
}

// DOUBLE: memory_errors.mlir:[[# @LINE + 5]]:3: error: double free
// DOUBLE: note: allocated here
func.func @double_free() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// ALLOCA: error: invalid free: memref.dealloc of a memref.alloca (stack) buffer
// ALLOCA: note: allocated here
func.func @free_alloca() {
  %m = memref.alloca() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// GLOBAL: error: invalid free: memref.dealloc of a memref.global
func.func @free_global() {
  %g = memref.get_global @table : memref<3xi32>
  memref.dealloc %g : memref<3xi32>
  return
}

// UAF: memory_errors.mlir:[[# @LINE + 8]]:8: error: use after free: 'memref.load'
// UAF: note: allocated here
// UAF: note: freed here
func.func @read_freed_view() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf32>
  %x = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 2>>
  return
}

// OOB: error: out of bounds access by 'memref.store': index 4 of dimension 0 is outside [0, 4)
func.func @store_past_end() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloca() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  return
}

// COPY: error: out of bounds copy
func.func @copy_mismatch() {
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca() : memref<3xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<?xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<?xf32>
  memref.copy %ua, %ub : memref<?xf32> to memref<?xf32>
  return
}

// SUBVIEW: error: out of bounds slice: offset 6, size 4, stride 1 in dimension 0 of size 8
func.func @subview_past_end() {
  %c6 = arith.constant 6 : index
  %m = memref.alloca() : memref<8xf32>
  %v = memref.subview %m[%c6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// CONST: error: 'memref.store' writes into a constant memref.global
// CONST: note: constant global defined here
func.func @write_constant() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 7 : i32
  %g = memref.get_global @table : memref<3xi32>
  memref.store %x, %g[%c0] : memref<3xi32>
  return
}

// SCOPE: error: use after free: 'memref.load'
func.func @make() -> memref<2xf32> {
  %m = memref.alloca() : memref<2xf32>
  return %m : memref<2xf32>
}
func.func @escaping_alloca() {
  %c0 = arith.constant 0 : index
  %m = call @make() : () -> memref<2xf32>
  %x = memref.load %m[%c0] : memref<2xf32>
  return
}

// REPORT: memory: heap allocations=2 frees=2 leaked=0 stack allocations=1
func.func @clean() {
  %a = memref.alloc() : memref<4xf32>
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
