// FLAGS: -canonicalize
// Cast chains whose middle step can go: index casts of extensions, bitcasts
// of bitcasts, float truncations of int-to-float conversions, and a signed
// shift whose sign bits a truncation drops anyway.
func.func @index_casts(%x: i8, %y: i16) -> (index, index, index, i32) {
  %a = arith.extsi %x : i8 to i32
  %r = arith.index_cast %a : i32 to index
  %b = arith.extui %y : i16 to i64
  %s = arith.index_castui %b : i64 to index
  %c = arith.extui %x : i8 to i32
  %t = arith.index_cast %c : i32 to index
  return %r, %s, %t, %a : index, index, index, i32
}
func.func @index_casts_vec(%x: vector<2xi8>) -> (vector<2xindex>, vector<2xindex>) {
  %a = arith.extsi %x : vector<2xi8> to vector<2xi32>
  %r = arith.index_cast %a : vector<2xi32> to vector<2xindex>
  %b = arith.extsi %x : vector<2xi8> to vector<2xi64>
  %s = arith.index_castui %b : vector<2xi64> to vector<2xindex>
  return %r, %s : vector<2xindex>, vector<2xindex>
}
func.func @bitcasts(%x: i16, %v: vector<2xf32>) -> (bf16, i16, f16, vector<2xi32>) {
  %a = arith.bitcast %x : i16 to f16
  %b = arith.bitcast %a : f16 to bf16
  %c = arith.bitcast %b : bf16 to i16
  %d = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %e = arith.bitcast %d : vector<2xi32> to vector<2xf32>
  %f = arith.bitcast %e : vector<2xf32> to vector<2xi32>
  return %b, %c, %a, %f : bf16, i16, f16, vector<2xi32>
}
func.func @bitcast_same_type(%x: f32) -> f32 {
  %a = arith.bitcast %x : f32 to f32
  return %a : f32
}
func.func @truncf(%x: i32, %y: i64, %v: vector<4xi8>) -> (f16, bf16, f16, f16, vector<4xf16>, f32) {
  %a = arith.sitofp %x : i32 to f32
  %r = arith.truncf %a fastmath<fast> : f32 to f16
  %b = arith.uitofp %y : i64 to f64
  %s = arith.truncf %b : f64 to bf16
  %c = arith.sitofp %x : i32 to f32
  %t = arith.truncf %c to_nearest_even : f32 to f16
  %d = arith.uitofp %x : i32 to f32
  %u = arith.truncf %d upward : f32 to f16
  %e = arith.sitofp %v : vector<4xi8> to vector<4xf32>
  %w = arith.truncf %e : vector<4xf32> to vector<4xf16>
  return %r, %s, %t, %u, %w, %a : f16, bf16, f16, f16, vector<4xf16>, f32
}
func.func @trunci_shrsi(%x: i64, %v: vector<2xi32>, %z: i64) -> (i32, i32, i16, vector<2xi8>, i32, i32) {
  %c32 = arith.constant 32 : i64
  %a = arith.shrsi %x, %c32 : i64
  %r = arith.trunci %a overflow<nsw> : i64 to i32
  %c31 = arith.constant 31 : i64
  %b = arith.shrsi %x, %c31 : i64
  %s = arith.trunci %b : i64 to i32
  %c48 = arith.constant 48 : i64
  %c = arith.shrsi %x, %c48 : i64
  %t = arith.trunci %c : i64 to i16
  %c24 = arith.constant dense<24> : vector<2xi32>
  %d = arith.shrsi %v, %c24 : vector<2xi32>
  %u = arith.trunci %d : vector<2xi32> to vector<2xi8>
  %e = arith.shrsi %x, %z : i64
  %w = arith.trunci %e : i64 to i32
  %f = arith.shrui %x, %c32 : i64
  %y = arith.trunci %f : i64 to i32
  return %r, %s, %t, %u, %w, %y : i32, i32, i16, vector<2xi8>, i32, i32
}
