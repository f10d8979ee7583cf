// FLAGS: -buffer-deallocation-pipeline --mlir-print-debuginfo
// The whole pipeline: guarded deallocs at the dealloc they lower, the
// generic helper at the module's location, merged constants at the unknown
// location (or, after CSE, at the op they replaced).
func.func @pick(%c: i1, %d: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %a, %b : memref<?xf32>
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  %z = arith.constant 0 : index
  %v = memref.load %s[%z] : memref<?xf32>
  memref.store %v, %s[%n] : memref<?xf32>
  cf.br ^bb2
^bb2:
  return %s : memref<?xf32>
}

func.func @loop(%lb: index, %ub: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %buf) -> (memref<2xf32>) {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %acc, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// Two buffers that may be the same one: freed through the generated
// helper function.
func.func @may_alias(%c: i1, %d: i1, %x: memref<2xf32>, %y: memref<2xf32>, %n: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %x : memref<2xf32>
  %t = arith.select %d, %b, %s : memref<2xf32>
  cf.cond_br %d, ^bb1(%s : memref<2xf32>), ^bb1(%t : memref<2xf32>)
^bb1(%r: memref<2xf32>):
  return %r : memref<2xf32>
}
