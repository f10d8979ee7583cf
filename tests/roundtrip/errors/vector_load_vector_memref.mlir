// A memref of vectors must be read with exactly its vector type.
func.func @f(%m: memref<6xvector<4xf32>>, %i: index) -> vector<2xf32> {
  %0 = vector.load %m[%i] : memref<6xvector<4xf32>>, vector<2xf32>
  return %0 : vector<2xf32>
}
