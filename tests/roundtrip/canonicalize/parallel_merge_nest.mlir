// FLAGS: -canonicalize
// Nests of scf.parallel merged into one loop: the whole mergeable nest at
// once, stopping below a level with a trivial (0 or 1 trip) dimension, at a
// bound that reads an outer induction variable, and at a loop with inits.
func.func @a(%m: memref<8xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c1) to (%c4, %c2) step (%c1, %c1) {
      scf.parallel (%l) = (%c0) to (%n) step (%c2) {
        scf.parallel (%q) = (%c2) to (%c8) step (%c4) {
          %s = arith.addi %i, %j : index
          %t = arith.addi %k, %l : index
          %u = arith.addi %s, %t : index
          %w = arith.addi %u, %q : index
          memref.store %v, %m[%w] : memref<8xf32>
          scf.reduce
        }
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @b(%m: memref<8xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      scf.parallel (%l) = (%c0) to (%n) step (%c1) {
        scf.parallel (%q) = (%c0) to (%n) step (%c1) {
          memref.store %v, %m[%q] : memref<8xf32>
          scf.reduce
        }
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @c(%m: memref<8xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %z = arith.addi %i, %c1 : index
      scf.parallel (%l) = (%c0) to (%z) step (%c1) {
        scf.parallel (%q) = (%c0) to (%l) step (%c1) {
          scf.parallel (%r) = (%c0) to (%n) step (%c1) {
            memref.store %v, %m[%r] : memref<8xf32>
            scf.reduce
          }
          scf.reduce
        }
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @d(%m: memref<8xf32>, %v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  scf.parallel (%i) = (%c5) to (%c9) step (%c1) {
    scf.parallel (%j) = (%c6) to (%c7) step (%c1) {
      scf.parallel (%l) = (%c0) to (%n) step (%c1) {
        scf.parallel (%q) = (%c0) to (%c1) step (%c1) {
          scf.parallel (%r) = (%c7) to (%c9) step (%c1) {
            %s = arith.addi %i, %j : index
            %t = arith.addi %l, %q : index
            %u = arith.addi %s, %t : index
            %w = arith.addi %u, %r : index
            memref.store %v, %m[%w] : memref<8xf32>
            scf.reduce
          }
          scf.reduce
        }
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%v) -> f32 {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%l) = (%c0) to (%n) step (%c1) {
        memref.store %v, %m[%l] : memref<8xf32>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %a = arith.addf %x, %y : f32
      scf.reduce.return %a : f32
    }
  }
  return %r : f32
}
