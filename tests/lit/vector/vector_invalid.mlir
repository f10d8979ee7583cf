// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

func.func @in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
// CHECK: error: 'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2

// -----

func.func @indices(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %r = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
// CHECK: error: 'vector.transfer_read' op requires 2 indices

// -----

func.func @const_mask() -> vector<4xi1> {
  %m = vector.constant_mask [5] : vector<4xi1>
  return %m : vector<4xi1>
}
// CHECK: error: 'vector.constant_mask' op array attr of size out of bounds of vector result dimension size

// -----

func.func @create_mask(%i: index) -> vector<4x4xi1> {
  %m = vector.create_mask %i : vector<4x4xi1>
  return %m : vector<4x4xi1>
}
// CHECK: error: 'vector.create_mask' op must specify an operand for each result vector dimension

// -----

func.func @from_elements(%f: f32) -> vector<3xf32> {
  %v = vector.from_elements %f, %f : vector<3xf32>
  return %v : vector<3xf32>
}
// CHECK: error: custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types

// -----

func.func @shape_cast(%v: vector<2x3xf32>) -> vector<5xf32> {
  %r = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>
  return %r : vector<5xf32>
}
// CHECK: error: 'vector.shape_cast' op has different number of elements at source (6) and result (5)

// -----

func.func @kind(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <sum>, %v : vector<4xf32> into f32
  return %r : f32
}
// CHECK: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf

// -----

func.func @transpose(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %r = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<3x2xf32>
  return %r : vector<3x2xf32>
}
// CHECK: error: 'vector.transpose' op dimension size mismatch at: 0

// -----

// The carried value of a scan is a vector of one rank less, never a scalar.
func.func @scan_scalar_init(%v: vector<8xf32>, %i: f32) -> vector<8xf32> {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<8xf32>, f32
  return %0#0 : vector<8xf32>
}
// CHECK: error: custom op 'vector.scan' invalid kind of type specified: expected builtin.vector, but found 'f32'
