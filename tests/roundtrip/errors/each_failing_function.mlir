// Verification reports the first error of every failing function, in order,
// as mlir-opt does (it verifies functions in parallel); a function with two
// bad ops reports its first only.
func.func @a(%m: memref<4xf32>) {
  %x = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
func.func @ok() {
  return
}
func.func @b(%m: memref<4xf32>) {
  %x = memref.cast %m : memref<4xf32> to memref<6xf32>
  %y = memref.cast %m : memref<4xf32> to memref<7xf32>
  return
}
