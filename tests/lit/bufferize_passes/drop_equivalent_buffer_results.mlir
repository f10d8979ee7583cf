// RUN: bufopt %s -drop-equivalent-buffer-results --allow-unregistered-dialect --split-input-file | FileCheck %s

// The argument (and its cast) results are dropped, also the non-memref one;
// the call site uses its own operands, cast where the types differ.
// CHECK-LABEL: func private @callee(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %{{.*}}: i32, %{{.*}}: memref<?xf32>) -> memref<4xf32> {
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   return %[[M]] : memref<4xf32>
// CHECK-LABEL: func @caller(
//  CHECK-SAME:     %[[X:.*]]: memref<4xf32>, %[[I:.*]]: i32, %[[Y:.*]]: memref<?xf32>)
//       CHECK:   %[[R:.*]] = call @callee(%[[X]], %[[I]], %[[Y]]) : (memref<4xf32>, i32, memref<?xf32>) -> memref<4xf32>
//       CHECK:   %[[C:.*]] = memref.cast %[[X]] : memref<4xf32> to memref<?xf32>
//       CHECK:   "test.use"(%[[R]], %[[I]], %[[Y]])
//       CHECK:   return %[[C]]
func.func private @callee(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>) -> (memref<4xf32>, i32, memref<?xf32>, memref<?xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %m = memref.alloc() : memref<4xf32>
  return %m, %i, %c, %b : memref<4xf32>, i32, memref<?xf32>, memref<?xf32>
}
func.func @caller(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>) -> memref<?xf32> {
  %0:4 = call @callee(%a, %i, %b) {attr} : (memref<4xf32>, i32, memref<?xf32>) -> (memref<4xf32>, i32, memref<?xf32>, memref<?xf32>)
  "test.use"(%0#0, %0#1, %0#3) : (memref<4xf32>, i32, memref<?xf32>) -> ()
  return %0#2 : memref<?xf32>
}

// -----

// Public functions and external ones keep their results.
// CHECK-LABEL: func @public(
//  CHECK-SAME:     -> memref<4xf32>
//       CHECK:   return %{{.*}} : memref<4xf32>
// CHECK-LABEL: func private @external(memref<4xf32>) -> memref<4xf32>
func.func @public(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @external(memref<4xf32>) -> memref<4xf32>

// -----

// With several returns, a result is dropped only if every return passes the
// same argument; result attributes follow the kept results.
// CHECK-LABEL: func private @multi(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %{{.*}}: i1) -> (memref<?xf32> {test.kept}) {
//       CHECK:   ^bb1:
//       CHECK:     return %{{.*}} : memref<?xf32>
//       CHECK:   ^bb2:
//       CHECK:     return %{{.*}} : memref<?xf32>
func.func private @multi(%a: memref<4xf32>, %b: i1) -> (memref<4xf32> {test.dropped}, memref<?xf32> {test.kept}) {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %a, %c : memref<4xf32>, memref<?xf32>
^bb2:
  %m = "test.alloc"() : () -> memref<?xf32>
  return %a, %m : memref<4xf32>, memref<?xf32>
}
