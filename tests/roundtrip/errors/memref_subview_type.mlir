// memref.subview with a result layout that does not match the inferred strides.
func.func @f(%m: memref<8x16xf32>) -> memref<4x4xf32> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
