// FLAGS: --split-input-file
// Operand and result kinds of complex.powi (a float complex base and result of one type, a
// signless integer exponent) and of the gpu buffer ops (token dependencies, memref buffers,
// a token result; memset compares element types, a shaped value by its own).
func.func @a(%z: complex<f32>, %e: i64) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, i64) -> complex<f32>
  return
}
// -----
func.func @b(%z: complex<f32>, %e: f32) {
  %0 = complex.powi %z, %e : complex<f32>, f32
  return
}
// -----
func.func @c(%z: f32, %e: i32) {
  %0 = "complex.powi"(%z, %e) : (f32, i32) -> f32
  return
}
// -----
func.func @d(%z: complex<f32>, %e: i32) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, i32) -> complex<f64>
  return
}
// -----
func.func @e(%a: memref<4xf32>, %b: memref<4xf32>) {
  "gpu.memcpy"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: tensor<4xf32>) {
  "gpu.memcpy"(%a, %b) : (memref<4xf32>, tensor<4xf32>) -> ()
  return
}
// -----
func.func @g(%a: memref<4xf32>, %b: memref<4xf16>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xf16>
  return
}
// -----
func.func @h(%a: memref<4xf32>, %b: memref<4xf32>, %t: index) {
  %0 = gpu.memcpy async [%t] %a, %b : memref<4xf32>, memref<4xf32>
  return
}
// -----
func.func @i(%a: memref<4xf32>, %b: memref<8xf32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}
// -----
func.func @j(%a: f32, %b: memref<4xf32>) {
  "gpu.memcpy"(%a, %b) : (f32, memref<4xf32>) -> ()
  return
}
// -----
func.func @k(%a: memref<4xf32>, %b: memref<4xf32>) {
  %t = "gpu.memcpy"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> (i32)
  return
}
// -----
func.func @a(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) {
  "gpu.memcpy"(%i, %a, %b) : (index, memref<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @b(%z: complex<f32>, %e: f32) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, f32) -> complex<f32>
  return
}
// -----
func.func @c(%z: complex<f32>, %e: index) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, index) -> complex<f32>
  return
}
// -----
func.func @d(%z: complex<i32>, %e: i32) {
  %0 = "complex.powi"(%z, %e) : (complex<i32>, i32) -> complex<i32>
  return
}
// -----
func.func @e(%z: complex<f32>, %e: ui32) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, ui32) -> complex<f32>
  return
}
// -----
func.func @f(%z: complex<f32>, %e: i32) {
  %0 = "complex.powi"(%z, %e) : (complex<f32>, i32) -> f32
  return
}
// -----
func.func @g(%a: memref<4xf32>, %i: index) {
  "gpu.dealloc"(%i, %a) : (index, memref<4xf32>) -> ()
  return
}
// -----
func.func @h(%a: memref<4xf32>, %i: index, %f: f32) {
  "gpu.memset"(%i, %a, %f) : (index, memref<4xf32>, f32) -> ()
  return
}
// -----
func.func @k(%a: memref<4xf32>, %f: f32) {
  %t = "gpu.memset"(%a, %f) : (memref<4xf32>, f32) -> (i32)
  return
}
// -----
func.func @l(%a: tensor<4xf32>, %f: f32) {
  "gpu.memset"(%a, %f) : (tensor<4xf32>, f32) -> ()
  return
}
// -----
func.func @m(%a: memref<4xf32>, %f: memref<4xf32>) {
  "gpu.memset"(%a, %f) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
