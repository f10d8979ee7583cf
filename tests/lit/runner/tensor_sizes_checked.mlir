// Tensor ops that make a tensor of a size given at run time stop with an error at the op when
// a size is negative or the elements are more than the machine can hold, as memref.alloc does
// in the bufferized program.
// RUN: not bufopt-runner %s -e empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not bufopt-runner %s -e splat 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not bufopt-runner %s -e generate 2>&1 | FileCheck %s --check-prefix=GENERATE
// RUN: not bufopt-runner %s -e alloc_tensor 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not bufopt-runner %s -e huge 2>&1 | FileCheck %s --check-prefix=HUGE

// EMPTY: tensor_sizes_checked.mlir:[[# @LINE + 3]]:8: error: tensor with a negative size [-3, 4]
func.func @empty() {
  %n = arith.constant -3 : index
  %t = tensor.empty(%n) : tensor<?x4xf32>
  return
}

// SPLAT: tensor_sizes_checked.mlir:[[# @LINE + 4]]:8: error: tensor with a negative size [-1]
func.func @splat() {
  %n = arith.constant -1 : index
  %x = arith.constant 2 : i32
  %t = tensor.splat %x[%n] : tensor<?xi32>
  return
}

// GENERATE: tensor_sizes_checked.mlir:[[# @LINE + 3]]:8: error: tensor with a negative size [2, -5]
func.func @generate() {
  %n = arith.constant -5 : index
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %x = arith.constant 0.0 : f32
    tensor.yield %x : f32
  } : tensor<2x?xf32>
  return
}

// ALLOC: tensor_sizes_checked.mlir:[[# @LINE + 3]]:8: error: tensor with a negative size [-2]
func.func @alloc_tensor() {
  %n = arith.constant -2 : index
  %t = bufferization.alloc_tensor(%n) : tensor<?xf64>
  return
}

// HUGE: tensor_sizes_checked.mlir:[[# @LINE + 4]]:8: error: tensor of [4611686018427387904, 4611686018427387904] elements is more than this machine can address
func.func @huge() {
  %n = arith.constant 4611686018427387904 : index
  %x = arith.constant 1.0 : f32
  %t = tensor.splat %x[%n, %n] : tensor<?x?xf32>
  return
}
