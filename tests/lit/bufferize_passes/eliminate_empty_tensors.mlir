// RUN: bufopt %s -eliminate-empty-tensors --split-input-file | FileCheck %s

// The fill writes into a slice of the destination instead of a new tensor;
// the empty op stays (dead) for later cleanups.
// CHECK-LABEL: func @fill_and_insert(
//  CHECK-SAME:     %[[T:.*]]: tensor<10xf32>, %[[I:.*]]: index)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[T]][%[[I]]] [5] [1] : tensor<10xf32> to tensor<5xf32>
//       CHECK:   tensor.empty() : tensor<5xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<5xf32>)
//       CHECK:   tensor.insert_slice %[[F]] into %[[T]][%[[I]]] [5] [1]
func.func @fill_and_insert(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %f into %t[%i][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// The offset is computed after the fill: its definition moves before the fill.
// CHECK-LABEL: func @moved_offset(
//       CHECK:   tensor.empty
//       CHECK:   arith.constant
//       CHECK:   %[[J:.*]] = arith.addi
//       CHECK:   %[[S:.*]] = tensor.extract_slice %{{.*}}[%[[J]]] [5] [1]
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<5xf32>)
//       CHECK:   tensor.insert_slice
func.func @moved_offset(%t: tensor<10xf32>, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %j = arith.addi %i, %i : index
  %r = tensor.insert_slice %f into %t[%j][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// An offset read from memory cannot move: the empty tensor stays in use.
// CHECK-LABEL: func @unmovable(
//       CHECK:   %[[E:.*]] = tensor.empty
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<5xf32>)
//   CHECK-NOT:   tensor.extract_slice
func.func @unmovable(%t: tensor<10xf32>, %m: memref<index>) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %d = memref.load %m[] : memref<index>
  %r = tensor.insert_slice %f into %t[%d][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Through a cast the slice has the cast's type: a cast back is inserted.
// CHECK-LABEL: func @through_cast(
//       CHECK:   %[[S:.*]] = tensor.extract_slice %{{.*}} : tensor<10xf32> to tensor<?xf32>
//       CHECK:   %[[C:.*]] = tensor.cast %[[S]] : tensor<?xf32> to tensor<5xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : tensor<5xf32>)
func.func @through_cast(%t: tensor<10xf32>, %i: index, %n: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %d = tensor.cast %f : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %d into %t[%i][%n][1] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Inside a loop the slice is taken from the iteration argument.
// CHECK-LABEL: func @loop(
//       CHECK:   scf.for %[[IV:.*]] = {{.*}} iter_args(%[[A:.*]] = %{{.*}})
//       CHECK:     %[[S:.*]] = tensor.extract_slice %[[A]][%[[IV]]] [8] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<8xf32>)
func.func @loop(%t: tensor<64xf32>, %lb: index, %ub: index, %st: index) -> tensor<64xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> tensor<64xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %c = arith.constant 2.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %n = tensor.insert_slice %f into %a[%i][8][1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// -----

// A memref destination with `restrict` gets a restrict to_tensor of it; the
// materialization gives up its `restrict`.
// CHECK-LABEL: func @materialize_memref(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32>)
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[M]] restrict writable
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<4xf32>)
//       CHECK:   bufferization.materialize_in_destination %[[F]] in writable %[[M]]
func.func @materialize_memref(%m: memref<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// linalg.copy: the init operand itself replaces the empty tensor.
// CHECK-LABEL: func @copy(
//  CHECK-SAME:     %[[T:.*]]: tensor<4xf32>)
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<4xf32>)
//       CHECK:   linalg.copy ins(%[[F]] : tensor<4xf32>) outs(%[[T]] : tensor<4xf32>)
func.func @copy(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.copy ins(%f : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
