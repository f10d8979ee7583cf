// FLAGS: --split-input-file
// The operand kinds the masked and indexed vector memory ops require (masks of i1, index
// vectors of integers, index positions, memref bases, vector results) and the shapes a
// compressing mask may take (only its leading dimension is compared).
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<4xi8>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<2x2xi1>, %p: vector<2x2xf32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %x: vector<4xf32>, %k: vector<4xi8>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xf32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi8>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi8>, %p: vector<4xf32>) {
  vector.scatter %m[%i] [%x], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi8>, vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<4xi8>, %p: vector<4xf32>) {
  vector.maskedstore %m[%i], %k, %p : memref<8xf32>, vector<4xi8>, vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<4xi8>, %p: vector<4xf32>) {
  vector.compressstore %m[%i], %k, %p : memref<8xf32>, vector<4xi8>, vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<2x2xi1>, %p: vector<2x2xf32>) {
  vector.compressstore %m[%i], %k, %p : memref<8xf32>, vector<2x2xi1>, vector<2x2xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: i32, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<8xf32>, i32, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}
// -----
func.func @case(%m: tensor<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = "vector.maskedload"(%m, %i, %k, %p) : (tensor<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> f32
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %p: vector<4xf32>) {
  %0 = "vector.load"(%p, %i) : (vector<4xf32>, index) -> vector<4xf32>
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %p: vector<4xf32>) {
  %0 = "vector.load"(%m, %i) : (memref<8xf32>, index) -> f32
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: i32, %p: vector<4xf32>) {
  "vector.store"(%p, %m, %i) : (vector<4xf32>, memref<8xf32>, i32) -> ()
  return
}
// -----
func.func @case(%m: memref<8xf32>, %i: index, %p: f32) {
  "vector.store"(%p, %m, %i) : (f32, memref<8xf32>, index) -> ()
  return
}
