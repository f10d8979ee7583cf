// FLAGS: -canonicalize
func.func @a(%m: memref<4x4xf32>, %v: f32) {
  scf.forall (%i, %j) = (2, 1) to (3, 2) step (1, 1) {
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
  }
  scf.forall (%i) in (0) {
    memref.store %v, %m[%i, %i] : memref<4x4xf32>
  }
  scf.forall (%i) = (0) to (8) step (8) {
    memref.store %v, %m[%i, %i] : memref<4x4xf32>
  }
  return
}
