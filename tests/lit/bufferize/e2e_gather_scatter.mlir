// End-to-end tensor program: vector.gather from and vector.scatter into tensors (a shuffle through
// index vectors written back in place, a masked gather from a scatter into a tensor that is read
// again, so the scatter goes out of place).
// e2e.sh prints the same with bufopt and mlir-opt, ending with: memtrack: allocs=10 frees=10 leaked=0 badfree=0
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -buffer-deallocation-pipeline
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.b
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | diff - %t.b
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -buffer-deallocation-pipeline > %t.bd
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -buffer-deallocation-pipeline | diff - %t.bd
// RUN: FileCheck %s < %t.b
// CHECK-LABEL: func.func @shuffle(%arg0: memref<8xf32>) -> memref<8xf32>
// CHECK: %[[V:.*]] = vector.gather %arg0[%c0] [%cst]
// CHECK: vector.scatter %arg0[%c0] [%cst_0], %cst_1, %[[V]] : memref<8xf32>
// CHECK: return %arg0
// CHECK-LABEL: func.func @interleave(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: memref.copy %arg0, %[[A]]
// CHECK: vector.scatter %[[A]][%c0]
// CHECK: vector.gather %[[A]][%c0]
// CHECK: memref.load %arg0[%c1]
func.func private @printMemrefF32(tensor<*xf32>)

// Gathers %t[7 - i] and scatters it to position i xor 1 of %t itself (in place: the gather
// reads all of %t before the scatter writes).
func.func @shuffle(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %rev = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xindex>
  %ids = arith.constant dense<[1, 0, 3, 2, 5, 4, 7, 6]> : vector<8xindex>
  %all = arith.constant dense<true> : vector<8xi1>
  %pass = arith.constant dense<0.0> : vector<8xf32>
  %v = vector.gather %t[%c0][%rev], %all, %pass : tensor<8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %r = vector.scatter %t[%c0][%ids], %all, %v : tensor<8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Scatters %v to the odd positions of a copy of %t (the original is read afterwards, so the
// scatter cannot write %t in place), then gathers the even positions of the result with a
// pass-through for the masked-off lanes.
func.func @interleave(%t: tensor<8xf32>, %v: vector<4xf32>) -> (tensor<8xf32>, vector<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %odd = arith.constant dense<[1, 3, 5, 7]> : vector<4xindex>
  %even = arith.constant dense<[0, 2, 4, 6]> : vector<4xindex>
  %m = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %all = arith.constant dense<true> : vector<4xi1>
  %s = vector.scatter %t[%c0][%odd], %all, %v : tensor<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<8xf32>
  %g = vector.gather %s[%c0][%even], %m, %pass : tensor<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %old = tensor.extract %t[%c1] : tensor<8xf32>
  return %s, %g, %old : tensor<8xf32>, vector<4xf32>, f32
}

func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %w = linalg.copy ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = call @shuffle(%w) : (tensor<8xf32>) -> tensor<8xf32>
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0]> : vector<4xf32>
  %s, %g, %old = call @interleave(%r, %v) : (tensor<8xf32>, vector<4xf32>) -> (tensor<8xf32>, vector<4xf32>, f32)
  %ur = tensor.cast %r : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %us = tensor.cast %s : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %g0 = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %gt = vector.transfer_write %g, %g0[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %ug = tensor.cast %gt : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  %o = tensor.from_elements %old : tensor<1xf32>
  %uo = tensor.cast %o : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%uo) : (tensor<*xf32>) -> ()
  return
}
