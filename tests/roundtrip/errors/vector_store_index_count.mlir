// One index per memref dimension: a rank-3 buffer written with two indices.
func.func @f(%v: vector<8xf16>, %m: memref<2x4x8xf16>, %i: index) {
  vector.store %v, %m[%i, %i] : memref<2x4x8xf16>, vector<8xf16>
  return
}
