// End-to-end memref program: with private-function-dynamic-ownership the call to a private
// function gains an ownership result; its memref result is read in a successor of the next
// cf.cond_br, so the dealloc on that edge must keep it (fix-region-result-liveness).
// FLAGS: "-buffer-deallocation-pipeline=private-function-dynamic-ownership fix-region-result-liveness"
// NO-REFERENCE: mlir-opt 22 crashes in getMemrefsToRetain on this program
// RUN: bufopt %s "-ownership-based-buffer-deallocation=private-function-dynamic-ownership fix-region-result-liveness" | FileCheck %s
// CHECK-LABEL: func.func @f
// CHECK: %[[CALL:.*]]:2 = call @make
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[CALL]]#0 : memref<?xf32>)
// CHECK: cf.cond_br
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// OUTPUT: [9,  3]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// OUTPUT: [3,  3]
func.func private @printMemrefF32(memref<*xf32>)
func.func private @make(%n: index, %v: f32) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  return %a : memref<?xf32>
}
func.func @f(%n: index, %d: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %r = call @make(%n, %three) : (index, f32) -> memref<?xf32>
  cf.cond_br %d, ^bb1, ^bb2(%r : memref<?xf32>)
^bb1:
  %t = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %t : memref<?xf32> to memref<?xf32>
  %x = memref.load %t[%c0] : memref<?xf32>
  %y = arith.mulf %x, %x : f32
  memref.store %y, %t[%c0] : memref<?xf32>
  cf.br ^bb2(%t : memref<?xf32>)
^bb2(%o: memref<?xf32>):
  return %o : memref<?xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @f(%c2, %t) : (index, i1) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @f(%c2, %f) : (index, i1) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
