// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, index, index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %r = memref.rank %c : memref<?xf32>
  return %l, %d, %r : f32, index, index
}
