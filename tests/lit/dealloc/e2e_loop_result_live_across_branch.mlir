// End-to-end memref program: the result of an scf.for (which the ownership pass extends with
// an ownership result) is live across a cf.cond_br into a block that copies from it. The
// dealloc on that edge must retain the loop's buffer, or the copy reads freed memory.
// FLAGS: -buffer-deallocation-pipeline=fix-region-result-liveness
// RUN: bufopt %s -expand-realloc=emit-deallocs=false -ownership-based-buffer-deallocation=fix-region-result-liveness | FileCheck %s
// CHECK-LABEL: func.func @grow_then_maybe_copy
// CHECK: %[[LOOP:.*]]:2 = scf.for
// One dealloc per edge, both keeping the loop's buffer (read in ^copy, passed to ^keep):
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[LOOP]]#0 : memref<?xf32>)
// CHECK-NEXT: arith.constant
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[LOOP]]#0 : memref<?xf32>)
// CHECK: cf.cond_br
// NO-REFERENCE: mlir-opt 22 crashes here (getMemrefsToRetain meets the old loop's results)
// (its liveness sets still hold the results of the loop op it re-created with ownership results).
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [3] strides = [1] data =
// OUTPUT: [0,  1,  2]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [5] strides = [1] data =
// OUTPUT: [0,  1,  2,  0,  0]
func.func private @printMemrefF32(memref<*xf32>)

func.func @grow_then_maybe_copy(%n: index, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%a : memref<?xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %a) -> memref<?xf32> {
    %n2 = arith.addi %i, %n : index
    %g = memref.realloc %buf(%n2) : memref<?xf32> to memref<?xf32>
    %d = memref.dim %g, %c0 : memref<?xf32>
    %last = arith.subi %d, %c1 : index
    memref.store %zero, %g[%last] : memref<?xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %g[%i] : memref<?xf32>
    scf.yield %g : memref<?xf32>
  }
  cf.cond_br %c, ^copy, ^keep(%r : memref<?xf32>)
^copy:
  %t = memref.alloc(%n) : memref<?xf32>
  %head = memref.subview %r[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  memref.copy %head, %t : memref<?xf32, strided<[1]>> to memref<?xf32>
  cf.br ^keep(%t : memref<?xf32>)
^keep(%o: memref<?xf32>):
  return %o : memref<?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %yes = arith.constant true
  %no = arith.constant false
  %a = call @grow_then_maybe_copy(%c3, %yes) : (index, i1) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @grow_then_maybe_copy(%c3, %no) : (index, i1) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
