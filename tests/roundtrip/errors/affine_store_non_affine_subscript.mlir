// A product of two loop indices in an affine subscript: the affine expression parser rejects it
// with its own message, not one attributed to the custom op.
func.func @f(%m: memref<16xf32>, %v: f32) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %v, %m[%i * %j] : memref<16xf32>
    }
  }
  return
}
