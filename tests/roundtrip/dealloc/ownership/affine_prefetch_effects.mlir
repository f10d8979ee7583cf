// FLAGS: -ownership-based-buffer-deallocation
// affine.prefetch declares no memory effects in MLIR 22, so the ownership
// pass cannot tell whether it frees or allocates: it refuses the function.
func.func @prefetch(%m: memref<4x8xf32>, %i: index) {
  affine.for %j = 0 to 8 {
    affine.prefetch %m[%i, %j], write, locality<2>, instr : memref<4x8xf32>
  }
  return
}
