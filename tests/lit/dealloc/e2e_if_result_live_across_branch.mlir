// End-to-end memref program: an scf.if result (the if gains an ownership result in the
// ownership pass) is read in a successor of the following cf.cond_br. With
// fix-region-result-liveness the dealloc on that edge keeps the buffer alive.
// FLAGS: -buffer-deallocation-pipeline=fix-region-result-liveness
// NO-REFERENCE: mlir-opt 22 frees the buffer on that edge and the copy reads freed memory
// RUN: bufopt %s -ownership-based-buffer-deallocation=fix-region-result-liveness | FileCheck %s
// CHECK-LABEL: func.func @f
// CHECK: %[[IF:.*]]:2 = scf.if
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[IF]]#0 : memref<?xf32>)
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[IF]]#0 : memref<?xf32>)
// CHECK: cf.cond_br
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// OUTPUT: [2,  1]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// OUTPUT: [4,  2]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// OUTPUT: [2,  2]
func.func private @printMemrefF32(memref<*xf32>)
func.func @f(%n: index, %c: i1, %d: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%two : f32) outs(%b : memref<?xf32>)
    scf.yield %b : memref<?xf32>
  }
  cf.cond_br %d, ^bb1, ^bb2(%r : memref<?xf32>)
^bb1:
  %t = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %t : memref<?xf32> to memref<?xf32>
  %x = memref.load %t[%c0] : memref<?xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %t[%c0] : memref<?xf32>
  cf.br ^bb2(%t : memref<?xf32>)
^bb2(%o: memref<?xf32>):
  return %o : memref<?xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @f(%c2, %t, %t) : (index, i1, i1) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @f(%c2, %f, %t) : (index, i1, i1) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = call @f(%c2, %f, %f) : (index, i1, i1) -> memref<?xf32>
  %uc = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
