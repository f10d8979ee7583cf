// FLAGS: --mlir-print-debuginfo
// affine.for prints its induction variable as a region argument: with its
// location (other loops print theirs as plain operands).
func.func @loops(%m: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %j = 0 to 10 step 2 {
  }
  return
}
