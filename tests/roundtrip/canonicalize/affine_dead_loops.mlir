// FLAGS: -canonicalize
// Loops and branches whose results nobody uses and whose bodies only read
// memory are dead, affine ones as much as scf ones.
func.func @only_reads(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    %1 = affine.load %m[%i] : memref<10xf32>
  }
  affine.parallel (%i) = (0) to (4) {
    %1 = affine.load %m[%i] : memref<10xf32>
  }
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %1 = affine.load %m[%i] : memref<10xf32>
    affine.yield %1 : f32
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) {
    %2 = affine.vector_load %m[0] : memref<10xf32>, vector<2xf32>
  }
  return
}

// A store keeps its loop.
func.func @writes(%m: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 4 {
    affine.store %f, %m[%i] : memref<10xf32>
  }
  return
}
