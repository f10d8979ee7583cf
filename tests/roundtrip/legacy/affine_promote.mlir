// FLAGS: -promote-buffers-to-stack
// Small constant-size buffers in affine loop bodies become allocas.
func.func @loop_invariant(%out: memref<10xf32>, %n: index, %c: i1) {
  affine.for %i = 0 to 10 {
    %buf = memref.alloc() : memref<4xf32>
    %x = affine.load %buf[0] : memref<4xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.parallel (%i) = (0) to (10) {
    %buf = memref.alloc() : memref<4xf32>
    %x = affine.load %buf[1] : memref<4xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %buf = memref.alloc(%n) : memref<?xf32>
      %x = affine.load %buf[%j] : memref<?xf32>
      affine.store %x, %out[%i] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %buf = memref.alloc(%i) : memref<?xf32>
    %x = affine.load %buf[0] : memref<?xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    %buf = memref.alloc() : memref<4xf32>
    %x = affine.load %buf[2] : memref<4xf32>
    affine.store %x, %out[0] : memref<10xf32>
  }
  return
}
