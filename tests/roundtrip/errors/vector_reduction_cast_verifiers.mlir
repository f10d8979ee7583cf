// FLAGS: --split-input-file
// Reductions and casts of the vector dialect: which combining kinds suit which element
// types, the result multi_reduction leaves once the reduced dimensions are gone, bitcasts
// that keep the leading dimensions and the bits of the last one, step vectors of index,
// type_cast between a static memref and a memref of vectors, and (de)interleaving widths.
func.func @r1(%v: vector<4xf32>) {
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}
// -----
func.func @r2(%v: vector<4xi32>) {
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}
// -----
func.func @r3(%v: vector<4xindex>) {
  %0 = vector.reduction <minsi>, %v : vector<4xindex> into index
  return
}
// -----
func.func @r4(%v: vector<2x4xf32>) {
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}
// -----
func.func @r5(%v: vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f16
  return
}
// -----
func.func @m1(%v: vector<2x4xf32>, %a: vector<2xf32>) {
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<2x4xf32> to vector<2xf32>
  return
}
// -----
func.func @m2(%v: vector<2x4xf32>, %a: f32) {
  %0 = vector.multi_reduction <add>, %v, %a [0, 1] : vector<2x4xf32> to f32
  return
}
// -----
func.func @m3(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  %0 = vector.multi_reduction <xor>, %v, %a [0] : vector<2x4xf32> to vector<4xf32>
  return
}
// -----
func.func @m4(%v: vector<2x[4]xf32>, %a: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<2x[4]xf32> to vector<4xf32>
  return
}
// -----
func.func @m5(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %v, %a [0, 0] : vector<2x4xf32> to vector<4xf32>
  return
}
// -----
func.func @m6(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %v, %a [2] : vector<2x4xf32> to vector<4xf32>
  return
}
// -----
func.func @b1(%v: vector<2x4xf32>) {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<4x4xf32>
  return
}
// -----
func.func @b2(%v: vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<2x8xf16>
  return
}
// -----
func.func @b3(%v: vector<f32>) {
  %0 = vector.bitcast %v : vector<f32> to vector<f16>
  return
}
// -----
func.func @b4(%v: vector<4xindex>) {
  %0 = vector.bitcast %v : vector<4xindex> to vector<8xi32>
  return
}
// -----
func.func @b5(%v: vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  return
}
// -----
func.func @s1() {
  %0 = vector.step : vector<2x4xindex>
  return
}
// -----
func.func @tc1(%m: memref<4x8xf32>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xi32>>
  return
}
// -----
func.func @tc2(%m: memref<?x8xf32>) {
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<4x8xf32>>
  return
}
// -----
func.func @tc3(%m: memref<4x8xf32>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<2xvector<8xf32>>
  return
}
// -----
func.func @tc4(%m: memref<4x8xf32, 1>) {
  %0 = vector.type_cast %m : memref<4x8xf32, 1> to memref<vector<4x8xf32>>
  return
}
// -----
func.func @tc5(%m: memref<4x8xf32, strided<[1, 4]>>) {
  %0 = vector.type_cast %m : memref<4x8xf32, strided<[1, 4]>> to memref<vector<4x8xf32>>
  return
}
// -----
func.func @tc6(%m: memref<4x8xf32>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<4xvector<8xf32>>
  return
}
// -----
func.func @i1(%a: vector<4xf32>) {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<4xf32>
  return
}
// -----
func.func @i2(%a: vector<f32>) {
  %0 = vector.interleave %a, %a : vector<f32> -> vector<2xf32>
  return
}
// -----
func.func @i3(%a: vector<2x[4]xf32>) {
  %0 = vector.interleave %a, %a : vector<2x[4]xf32> -> vector<2x[8]xf32>
  return
}
// -----
func.func @d1(%a: vector<8xf32>) {
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<8xf32>
  return
}
// -----
func.func @d2(%a: vector<7xf32>) {
  %0, %1 = vector.deinterleave %a : vector<7xf32> -> vector<3xf32>
  return
}
// -----
func.func @d3(%a: vector<f32>) {
  %0, %1 = vector.deinterleave %a : vector<f32> -> vector<f32>
  return
}
// -----
func.func @d4(%a: vector<2x[8]xf32>) {
  %0, %1 = vector.deinterleave %a : vector<2x[8]xf32> -> vector<2x[4]xf32>
  return
}
