// A size operand below zero makes no allocation: memref.alloc, memref.alloca
// and gpu.alloc each stop with an error at the op, naming the sizes.
// RUN: not bufopt-runner %s -e heap 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: not bufopt-runner %s -e stack 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not bufopt-runner %s -e device 2>&1 | FileCheck %s --check-prefix=DEVICE

// HEAP: negative_alloc_size.mlir:[[# @LINE + 3]]:8: error: allocation with a negative size [2, -3]
func.func @heap() {
  %n = arith.constant -3 : index
  %m = memref.alloc(%n) : memref<2x?xf32>
  memref.dealloc %m : memref<2x?xf32>
  return
}

// STACK: negative_alloc_size.mlir:[[# @LINE + 3]]:8: error: allocation with a negative size [-1]
func.func @stack() {
  %n = arith.constant -1 : index
  %m = memref.alloca(%n) : memref<?xi8>
  return
}

// DEVICE: negative_alloc_size.mlir:[[# @LINE + 3]]:8: error: allocation with a negative size [-7]
func.func @device() {
  %n = arith.constant -7 : index
  %m = gpu.alloc(%n) : memref<?xf32>
  gpu.dealloc %m : memref<?xf32>
  return
}
