// RUN: bufopt %s -buffer-results-to-out-params="hoist-dynamic-allocs" | FileCheck %s

// A hoisted dynamic allocation whose sizes are function arguments: callers
// allocate with the operands they pass for those arguments.
// CHECK-LABEL: func private @sized(
//  CHECK-SAME:     %{{.*}}: index, %{{.*}}: index, %[[OUT:.*]]: memref<?x?xf32>) {
//  CHECK-NEXT:   return
// CHECK-LABEL: func @caller(
//  CHECK-SAME:     %[[A:.*]]: index, %[[B:.*]]: index)
//       CHECK:   %[[M:.*]] = memref.alloc(%[[B]], %[[A]]) : memref<?x?xf32>
//       CHECK:   call @sized(%[[A]], %[[B]], %[[M]]) : (index, index, memref<?x?xf32>) -> ()
//       CHECK:   memref.dim %[[M]]
func.func private @sized(%n: index, %m: index) -> memref<?x?xf32> {
  %a = memref.alloc(%m, %n) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}
func.func @caller(%x: index, %y: index) -> index {
  %r = call @sized(%x, %y) : (index, index) -> memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %r, %c0 : memref<?x?xf32>
  return %d : index
}
