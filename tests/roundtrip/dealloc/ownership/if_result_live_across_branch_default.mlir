// FLAGS: -ownership-based-buffer-deallocation
// By default the pass reproduces mlir-opt 22 here: the scf.if result read in ^bb1 is not
// retained on the edge into ^bb1 (its liveness still names the if it re-created).
// `fix-region-result-liveness` retains it (see tests/lit/dealloc/e2e_if_result_live_across_branch.mlir).
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
