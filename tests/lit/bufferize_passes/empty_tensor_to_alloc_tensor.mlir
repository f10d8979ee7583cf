// RUN: bufopt %s -empty-tensor-to-alloc-tensor --split-input-file | FileCheck %s

// CHECK-LABEL: func @sizes(
//  CHECK-SAME:     %[[N:.*]]: index)
//       CHECK:   %[[A:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?x4xf32>
//       CHECK:   %[[B:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
//       CHECK:   return %[[A]], %[[B]]
func.func @sizes(%n: index) -> (tensor<?x4xf32>, tensor<4xf32>) {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %s = tensor.empty() : tensor<4xf32>
  return %e, %s : tensor<?x4xf32>, tensor<4xf32>
}

// -----

// The greedy driver folds constants and erases what is dead, unused empty
// tensors included.
// CHECK-LABEL: func @folded(
//       CHECK:   %[[C3:.*]] = arith.constant 3 : index
//       CHECK:   %[[A:.*]] = bufferization.alloc_tensor(%[[C3]]) : tensor<?xf32>
//  CHECK-NEXT:   return %[[A]]
func.func @folded(%n: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %dead = arith.muli %n, %n : index
  %unused = tensor.empty() : tensor<4xf32>
  %e = tensor.empty(%s) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// CHECK-LABEL: func @nested(
//       CHECK:   scf.if
//       CHECK:     bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32>
//       CHECK:   } else {
//       CHECK:     %[[A:.*]] = bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32>
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : tensor<?xf32>)
//   CHECK-NOT:   tensor.empty
func.func @nested(%b: i1, %n: index) -> tensor<?xf32> {
  %r = scf.if %b -> tensor<?xf32> {
    %e = tensor.empty(%n) : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  } else {
    %c = arith.constant 0.0 : f32
    %e = tensor.empty(%n) : tensor<?xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
