// FLAGS: -ownership-based-buffer-deallocation
// scf.if inside scf.for choosing between the carried buffer and a new one
func.func @cond_refresh(%lb: index, %ub: index, %a: memref<8xf64>, %th: f64) -> memref<8xf64> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %a) -> (memref<8xf64>) {
    %v = memref.load %acc[%c0] : memref<8xf64>
    %big = arith.cmpf ogt, %v, %th : f64
    %n = scf.if %big -> (memref<8xf64>) {
      %t = memref.alloc() : memref<8xf64>
      memref.copy %acc, %t : memref<8xf64> to memref<8xf64>
      scf.yield %t : memref<8xf64>
    } else {
      scf.yield %acc : memref<8xf64>
    }
    scf.yield %n : memref<8xf64>
  }
  return %r : memref<8xf64>
}
