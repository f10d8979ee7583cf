// FLAGS: --split-input-file
// What vector.mask accepts: one maskable op (reduction, gather, transfers,
// contractions; not a plain arith op, a scatter or a load) whose mask matches
// its vector shape, a passthru only for ops that take one (transfer_read, not gather), results matching
// the masked op. Each case below is checked against mlir-opt 22.
func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}
// -----
func.func @b(%m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %r = vector.mask %m { arith.addf %v, %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
// -----
func.func @c(%m: vector<4xi1>, %b: memref<8xf32>, %i: vector<4xi32>, %p: vector<4xf32>, %c0: index) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %r = vector.mask %m { vector.gather %b[%c0][%i], %t, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
// -----
func.func @d(%m: vector<4xi1>, %b: memref<8xf32>, %i: vector<4xi32>, %p: vector<4xf32>, %c0: index) {
  %t = arith.constant dense<true> : vector<4xi1>
  vector.mask %m { vector.scatter %b[%c0][%i], %t, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> } : vector<4xi1>
  return
}
// -----
func.func @e(%m: vector<8xi1>, %v: vector<4xf32>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}
// -----
func.func @f(%m: vector<4xi1>, %b: memref<8xf32>, %c0: index) -> vector<4xf32> {
  %r = vector.mask %m { vector.load %b[%c0] : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
// -----
func.func @g(%m: vector<4xi1>, %v: vector<4xf32>, %pt: f32) -> f32 {
  %r = vector.mask %m, %pt { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}
// -----
func.func @h(%m: vector<4xi1>, %b: memref<8xf32>, %c0: index, %pt: vector<4xf32>, %f: f32) -> vector<4xf32> {
  %r = vector.mask %m, %pt { vector.transfer_read %b[%c0], %f : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
// -----
func.func @i(%m: vector<4xi1>, %v: vector<4xf32>) {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}
// -----
func.func @j(%m: vector<4xi1>, %v: vector<4xf32>) {
  vector.mask %m { } : vector<4xi1>
  return
}
// -----
func.func @k(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> i32
  return %v : vector<4xf32>
}
// -----
// A gather takes its pass-through as an operand of its own: the mask takes none.
func.func @l(%m: vector<4xi1>, %b: memref<8xf32>, %i: vector<4xi32>, %p: vector<4xf32>, %q: vector<4xf32>, %c0: index) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %r = vector.mask %m, %q { vector.gather %b[%c0][%i], %t, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
