// Vector ops that reach memory lane by lane (gather, scatter, masked and compressing loads and
// stores) report an enabled lane outside the buffer as every other access does: the first such
// index, the view's shape, and a note at the allocation.
// RUN: not bufopt-runner %s -e gather 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: not bufopt-runner %s -e scatter 2>&1 | FileCheck %s --check-prefix=SCATTER
// RUN: not bufopt-runner %s -e maskedload 2>&1 | FileCheck %s --check-prefix=MASKEDLOAD
// RUN: not bufopt-runner %s -e maskedstore 2>&1 | FileCheck %s --check-prefix=MASKEDSTORE
// RUN: not bufopt-runner %s -e expandload 2>&1 | FileCheck %s --check-prefix=EXPANDLOAD
// RUN: not bufopt-runner %s -e compressstore 2>&1 | FileCheck %s --check-prefix=COMPRESSSTORE

// GATHER: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:8: error: out of bounds access by 'vector.gather': index [10] outside shape [10]
// GATHER: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @gather() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %v = vector.gather %a[%c8] [%idx], %all, %pass : memref<10xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

// SCATTER: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:3: error: out of bounds access by 'vector.scatter': index [10] outside shape [10]
// SCATTER: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @scatter() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  vector.scatter %a[%c8] [%idx], %all, %pass : memref<10xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

// MASKEDLOAD: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:8: error: out of bounds access by 'vector.maskedload': index [10] outside shape [10]
// MASKEDLOAD: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @maskedload() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %v = vector.maskedload %a[%c8], %all, %pass : memref<10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

// MASKEDSTORE: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:3: error: out of bounds access by 'vector.maskedstore': index [10] outside shape [10]
// MASKEDSTORE: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @maskedstore() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  vector.maskedstore %a[%c8], %all, %pass : memref<10xf32>, vector<4xi1>, vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

// EXPANDLOAD: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:8: error: out of bounds access by 'vector.expandload': index [10] outside shape [10]
// EXPANDLOAD: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @expandload() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %v = vector.expandload %a[%c8], %all, %pass : memref<10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}

// COMPRESSSTORE: vector_lanes_out_of_bounds.mlir:[[# @LINE + 8]]:3: error: out of bounds access by 'vector.compressstore': index [10] outside shape [10]
// COMPRESSSTORE: vector_lanes_out_of_bounds.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @compressstore() {
  %a = memref.alloc() : memref<10xf32>
  %c8 = arith.constant 8 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  vector.compressstore %a[%c8], %all, %pass : memref<10xf32>, vector<4xi1>, vector<4xf32>
  memref.dealloc %a : memref<10xf32>
  return
}
