// RUN: not bufopt %s -buffer-results-to-out-params --split-input-file 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: not bufopt %s -buffer-results-to-out-params=bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not bufopt %s --pass-pipeline="builtin.module(func.func(eliminate-empty-tensors))" --split-input-file 2>&1 | FileCheck %s --check-prefix=ANALYSIS

// OPTION: <Pass-Options-Parser>: no such option bogus

// OUT: error: cannot create out param for result with unsupported layout
// ANALYSIS-NOT: error:
func.func private @strided(%a: memref<8xf32>) -> memref<4xf32, strided<[2], offset: ?>> {
  %s = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %c = memref.cast %s : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2], offset: ?>>
  return %c : memref<4xf32, strided<[2], offset: ?>>
}

// -----

// OUT: error: cannot create out param for dynamically shaped result
// OUT-NEXT: %{{.*}} = call @dyn(%{{.*}})
func.func private @dyn(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @caller(%n: index) -> index {
  %r = call @dyn(%n) : (index) -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %r, %c0 : memref<?xf32>
  return %d : index
}

// -----

// The analysis run by eliminate-empty-tensors reports what One-Shot
// Bufferize would: nested on functions, arguments are read-only.
// ANALYSIS: error: 'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer
func.func @read_only(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %f in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

// ANALYSIS: error: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis
func.func @no_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}
