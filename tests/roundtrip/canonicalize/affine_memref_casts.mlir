// FLAGS: -canonicalize
// Affine loads, stores and prefetches through a memref.cast read and write
// the cast's source; the casts then die.
func.func @casts(%m: memref<8xf32>, %v: f32) -> f32 {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %s = memref.cast %m : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
  affine.for %i = 0 to 8 {
    %x = affine.load %c[%i] : memref<?xf32>
    %y = arith.addf %x, %v : f32
    affine.store %y, %s[%i] : memref<8xf32, strided<[?], offset: ?>>
    affine.prefetch %c[%i], read, locality<1>, data : memref<?xf32>
  }
  %r = affine.load %s[3] : memref<8xf32, strided<[?], offset: ?>>
  return %r : f32
}
