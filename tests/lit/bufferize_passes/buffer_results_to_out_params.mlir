// RUN: bufopt %s -buffer-results-to-out-params --allow-unregistered-dialect | FileCheck %s --check-prefix=COPY
// RUN: bufopt %s -buffer-results-to-out-params="hoist-static-allocs add-result-attr" --allow-unregistered-dialect | FileCheck %s --check-prefix=HOIST
// RUN: bufopt %s -buffer-results-to-out-params="modify-public-functions" --allow-unregistered-dialect | FileCheck %s --check-prefix=PUBLIC

// By default the returned buffer is copied into the new trailing argument
// and the caller allocates it; non-memref results stay results.
// COPY-LABEL: func private @make(
//  COPY-SAME:     %[[X:.*]]: f32, %[[OUT:.*]]: memref<4xf32> {test.res}) -> i32 {
//       COPY:   %[[M:.*]] = memref.alloc() : memref<4xf32>
//       COPY:   memref.copy %[[M]], %[[OUT]] : memref<4xf32> to memref<4xf32>
//       COPY:   return %{{.*}} : i32
// COPY-LABEL: func @pub(
//  COPY-SAME:     -> memref<4xf32>
// COPY-LABEL: func @main(
//       COPY:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//       COPY:   %[[I:.*]] = call @make(%{{.*}}, %[[B]]) : (f32, memref<4xf32>) -> i32
//       COPY:   %[[P:.*]] = call @pub() : () -> memref<4xf32>
//       COPY:   "test.use"(%[[B]], %[[I]], %[[P]])

// With hoisting, the allocation itself is replaced by the argument; the
// result attribute moves to it, with `bufferize.result` added.
// HOIST-LABEL: func private @make(
//  HOIST-SAME:     %{{.*}}: f32, %[[OUT:.*]]: memref<4xf32> {bufferize.result, test.res}) -> i32 {
//   HOIST-NOT:   memref.alloc
//       HOIST:   linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<4xf32>)
//   HOIST-NOT:   memref.copy
//       HOIST:   return

// Public functions change only with modify-public-functions.
// PUBLIC-LABEL: func @pub(
//  PUBLIC-SAME:     %[[OUT:.*]]: memref<4xf32>) {
//       PUBLIC:   memref.copy %{{.*}}, %[[OUT]]
// PUBLIC-LABEL: func @main(
//       PUBLIC:   call @make(
//       PUBLIC:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//       PUBLIC:   call @pub(%[[B]]) : (memref<4xf32>) -> ()
func.func private @make(%x: f32) -> (memref<4xf32> {test.res}, i32) {
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  %c = arith.constant 3 : i32
  return %m, %c : memref<4xf32>, i32
}
func.func @pub() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
func.func @main(%x: f32) {
  %0:2 = call @make(%x) : (f32) -> (memref<4xf32>, i32)
  %1 = call @pub() : () -> memref<4xf32>
  "test.use"(%0#0, %0#1, %1) : (memref<4xf32>, i32, memref<4xf32>) -> ()
  return
}
