// RUN: bufopt %s -buffer-deallocation | FileCheck %s

// The legacy pass follows test.region_if's declared region graph: what the
// then and else regions yield reaches the join region's argument, which the
// join region frees after its last use (mlir-opt 19 places the same frees and
// clones).

// CHECK-LABEL: func.func @join_frees_what_branches_hand_it
// CHECK: then {
// CHECK: %[[T:.*]] = memref.alloc
// CHECK: %[[TC:.*]] = bufferization.clone %[[T]]
// CHECK: memref.dealloc %[[T]]
// CHECK: test.region_if_yield %[[TC]]
// CHECK: } else {
// CHECK: %[[EC:.*]] = bufferization.clone
// CHECK: test.region_if_yield %[[EC]]
// CHECK: } join {
// CHECK: ^bb0(%[[J:.*]]: memref<?xf32>):
// CHECK: %[[Z:.*]] = memref.alloc
// CHECK: test.copy(%[[J]], %[[Z]])
// CHECK-NEXT: memref.dealloc %[[J]]
// CHECK-NEXT: %[[ZC:.*]] = bufferization.clone %[[Z]]
// CHECK-NEXT: memref.dealloc %[[Z]]
// CHECK-NEXT: test.region_if_yield %[[ZC]]
func.func @join_frees_what_branches_hand_it(%n: index, %in: memref<?xf32>) -> memref<?xf32> {
  %r = test.region_if %in, %n : memref<?xf32>, index -> (memref<?xf32>) then {
  ^bb0(%x: memref<?xf32>, %k: index):
    %t = memref.alloc(%k) : memref<?xf32>
    test.copy(%x, %t) : (memref<?xf32>, memref<?xf32>)
    test.region_if_yield %t : memref<?xf32>
  } else {
  ^bb0(%x: memref<?xf32>, %k: index):
    test.region_if_yield %x : memref<?xf32>
  } join {
  ^bb0(%y: memref<?xf32>):
    %c0 = arith.constant 0 : index
    %d = memref.dim %y, %c0 : memref<?xf32>
    %z = memref.alloc(%d) : memref<?xf32>
    test.copy(%y, %z) : (memref<?xf32>, memref<?xf32>)
    test.region_if_yield %z : memref<?xf32>
  }
  return %r : memref<?xf32>
}
