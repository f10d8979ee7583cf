// RUN: bufopt %s -ownership-based-buffer-deallocation=fix-region-result-liveness | FileCheck %s
// A loop result that stays live into a successor block is retained on that edge: the loop op
// gains an ownership result, but its memref result is the same value and still live there.
// (mlir-opt 22 crashes on this input.)

// CHECK-LABEL: func.func @loop_result_used_after_branch
func.func @loop_result_used_after_branch(%n: index, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  // CHECK: %[[LOOP:.*]]:2 = scf.for
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %a) -> memref<?xf32> {
    scf.yield %b : memref<?xf32>
  }
  // The edge to ^bb1, which reads the loop's buffer, retains it.
  // CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[LOOP]]#0 : memref<?xf32>)
  // The edge to ^bb2 passes it on (and retains it as the block operand).
  // CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[LOOP]]#0 : memref<?xf32>)
  // CHECK: cf.cond_br
  cf.cond_br %c, ^bb1, ^bb2(%r : memref<?xf32>)
^bb1:
  %t = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %t : memref<?xf32> to memref<?xf32>
  cf.br ^bb2(%t : memref<?xf32>)
^bb2(%o: memref<?xf32>):
  return %o : memref<?xf32>
}
