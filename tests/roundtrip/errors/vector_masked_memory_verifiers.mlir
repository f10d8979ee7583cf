// FLAGS: --split-input-file
// The masked, gathering and compressing memory ops of the vector dialect: one index per
// memref dimension, element types that agree with the base, masks and index vectors
// shaped like the accessed vector, and a pass-through value of the result's type.
func.func @maskedload_elem(%m: memref<8xi32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @maskedload_indices(%m: memref<8x8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @maskedload_mask_shape(%m: memref<8xf32>, %i: index, %k: vector<2xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @maskedload_passthru(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf16>
  return
}
// -----
func.func @maskedload_passthru2(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<2x2xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<2x2xf32> into vector<4xf32>
  return
}
// -----
func.func @maskedload_mask_type(%m: memref<8xf32>, %i: index, %k: vector<4xi8>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @maskedstore_elem(%m: memref<8xf16>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.maskedstore %m[%i], %k, %v : memref<8xf16>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @maskedstore_indices(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.maskedstore %m[%i, %i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @maskedstore_mask(%m: memref<8xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.maskedstore %m[%i], %k, %v : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}
// -----
func.func @gather_elem(%m: memref<8xf32>, %i: index, %x: vector<4xindex>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return
}
// -----
func.func @gather_indices(%m: memref<8x8xf32>, %i: index, %x: vector<4xindex>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8x8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @gather_index_vec(%m: memref<8xf32>, %i: index, %x: vector<2xindex>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<2xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @gather_mask(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<2xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xi32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @gather_passthru(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %p: vector<2x2xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<2x2xf32> into vector<4xf32>
  return
}
// -----
func.func @gather_tensor(%t: tensor<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %t[%i] [%x], %k, %p : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @scatter_elem(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xi32>) {
  vector.scatter %m[%i] [%x], %k, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
  return
}
// -----
func.func @scatter_indices(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i, %i] [%x], %k, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @scatter_index_vec(%m: memref<8xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i] [%x], %k, %v : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @scatter_mask(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i] [%x], %k, %v : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}
// -----
func.func @expandload_elem(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xi32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return
}
// -----
func.func @expandload_indices(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i, %i], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @expandload_mask(%m: memref<8xf32>, %i: index, %k: vector<2xi1>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @expandload_passthru(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}
// -----
func.func @compressstore_elem(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xi32>) {
  vector.compressstore %m[%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xi32>
  return
}
// -----
func.func @compressstore_indices(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i, %i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @compressstore_mask(%m: memref<8xf32>, %i: index, %k: vector<2xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i], %k, %v : memref<8xf32>, vector<2xi1>, vector<4xf32>
  return
}
// -----
func.func @load_generic_index(%m: memref<8xf32>, %i: i32) {
  %0 = "vector.load"(%m, %i) : (memref<8xf32>, i32) -> vector<4xf32>
  return
}
// -----
func.func @maskedload_2d_ok(%m: memref<8x8xf32>, %i: index, %k: vector<2x4xi1>, %p: vector<2x4xf32>) {
  %0 = vector.maskedload %m[%i, %i], %k, %p : memref<8x8xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return
}
