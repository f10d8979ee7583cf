// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// Verifier and parser errors of memref ops, with mlir-opt's messages.

// CHECK: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
func.func @a(%t: tensor<4xf32>, %i: index) {
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}

// -----

// CHECK: error: 'memref.load' op incorrect number of indices for load, expected 1 but got 2
func.func @b(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.store' op store index operand count not equal to memref rank
func.func @c(%m: memref<4xf32>, %i: index, %f: f32) {
  memref.store %f, %m[] : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1
func.func @d(%i: index) {
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

// CHECK: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1
func.func @e(%i: index) {
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

// CHECK: error: custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<?xf32>'
func.func @f(%i: index) {
  %0 = memref.alloc(%i) : tensor<?xf32>
  return
}

// -----

// CHECK: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'
memref.global @g : memref<?xf32>

// -----

// CHECK: error: expected operation name in quotes
memref.global @g3 : memref<2xf32> = dense<1.0> : tensor<3xf32>

// -----

// CHECK: error: integer literal not valid for specified type
memref.global @g4 : memref<2xf32> = 5

// -----

// CHECK: error: 'memref.get_global' op 'nope' does not reference a valid global memref
func.func @i() {
  %1 = memref.get_global @nope : memref<3xf32>
  return
}

// -----

// CHECK: error: custom op 'memref.subview' expected integer value
func.func @j(%m: memref<4xf32>) {
  %0 = memref.subview %m[a] [1] [1] : memref<4xf32> to memref<1xf32>
  return
}

// -----

// CHECK: error: slice along dimension 0 runs out-of-bounds: 4 >= 4
func.func @l(%m: memref<4xf32>) {
  %0 = memref.subview %m[3] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 3>>
  return
}

// -----

// CHECK: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.
func.func @m(%m: memref<4xf32>) {
  %0 = memref.subview %m[0, 0] [2] [1] : memref<4xf32> to memref<2xf32>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<2xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32>'
func.func @n(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<3xf32>
  return
}

// -----

// CHECK: error: different memory spaces specified for base memref type 'memref<4xf32>' and subview memref type 'memref<2xf32, 1>'
func.func @o(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, 1>
  return
}

// -----

// CHECK: error: expected result element type to be 'f32', but got 'memref<2x2xi32>'
func.func @p(%m: memref<4x4xf32>) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xi32>
  return
}

// -----

// CHECK: error: expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x2xf32>'
func.func @q(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2x2x2xf32>
  return
}

// -----

// CHECK: error: expected offsets to be non-negative, but got -1
func.func @r(%m: memref<4xf32>) {
  %0 = memref.subview %m[-1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: -1>>
  return
}

// -----

// CHECK: error: unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'
func.func @a(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

// CHECK: error: different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'
func.func @a2(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

// CHECK: error: missing dimension operand for result type 'memref<?xf32>'
func.func @a3(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

// CHECK: error: unnecessary dimension operand for result type 'memref<8xf32>'
func.func @a4(%m: memref<4xf32>, %i: index) {
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

// CHECK: error: different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'
func.func @a5(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

// CHECK: error: 'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'
func.func @a6(%m: memref<4x4xf32>) {
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

// CHECK: error: expected result type with size = 4 instead of 5 in dim = 0
func.func @b(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<5xf32>
  return
}

// -----

// CHECK: error: expected result type with offset = 2 instead of 3
func.func @b2(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

// CHECK: error: expected result type with stride = 2 instead of 1 in dim = 0
func.func @b3(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK: error: different element types specified for source type 'memref<4xf32>' and result memref type 'memref<4xi32>'
func.func @b4(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xi32>
  return
}

// -----

// CHECK: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.
func.func @b5(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK: error: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.
func.func @b6(%m: memref<4xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [1] : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.view' op incorrect number of dynamic sizes, has 0, expected 1
func.func @c(%b: memref<64xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<64xi8> to memref<?xf32>
  return
}

// -----

// CHECK: error: 'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xf32>'
func.func @c2(%b: memref<64xf32>, %i: index) {
  %0 = memref.view %b[%i][] : memref<64xf32> to memref<4xf32>
  return
}

// -----

// CHECK: error: unsupported map for result memref type 'memref<4xf32, strided<[2]>>'
func.func @c3(%b: memref<64xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

// CHECK: error: 'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'
func.func @d(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

// CHECK: error: 'memref.transpose' op expected a permutation map
func.func @d2(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

// CHECK: error: 'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1
func.func @e(%m: memref<4x8xf32>) {
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

// CHECK: error: 'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims
func.func @e2(%m: memref<4x8xf32, strided<[16, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32>
  return
}

// -----

// CHECK: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1], offset: 2>>' but found 'memref<32xf32>'
func.func @e3(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 2>> into memref<32xf32>
  return
}

// -----

// CHECK: error: 'memref.collapse_shape' op collapsed dim size (31) must equal reassociation group size (32)
func.func @e4(%m: memref<4x8xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<31xf32>
  return
}

// -----

// CHECK: error: 'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf32, strided<[8, 1]>>'
func.func @f(%m: memref<32xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32, strided<[8, 1]>>
  return
}

// -----

// CHECK: error: 'memref.expand_shape' op invalid output shape provided at pos 1
func.func @f2(%m: memref<32xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 7] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

// CHECK: error: 'memref.expand_shape' op invalid output shape provided at pos 1
func.func @f3(%m: memref<32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, %i] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

// CHECK: error: 'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2
func.func @f4(%m: memref<32x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32x4xf32> into memref<4x8xf32>
  return
}

// -----

// CHECK: error: 'memref.atomic_rmw' op failed to verify that value type matches element type of memref
func.func @g(%m: memref<4xf32>, %i: index, %x: i32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (i32, memref<4xf32>) -> i32
  return
}

// -----

// CHECK: error: 'memref.atomic_rmw' op with kind 'addf' expects a floating-point type
func.func @g2(%m: memref<4xi32>, %i: index, %x: i32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

// CHECK: error: custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]
func.func @g3(%m: memref<4xi32>, %i: index, %x: i32) {
  %0 = memref.atomic_rmw bogus %x, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

// CHECK: error: 'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank
func.func @g4(%m: memref<4xi32>, %i: index, %x: i32) {
  %0 = memref.atomic_rmw addi %x, %m[] : (i32, memref<4xi32>) -> i32
  return
}

// -----

// CHECK: error: 'memref.generic_atomic_rmw' op expected single number of entry block arguments
func.func @h2(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32, %d: f32):
    memref.atomic_yield %c : f32
  }
  return
}

// -----

// CHECK: error: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'
func.func @i(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3
func.func @i2(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.prefetch' op too few indices
func.func @i3(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.assume_alignment' op alignment must be power of 2
func.func @j(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive
func.func @j2(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible
func.func @k(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

// CHECK: error: 'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible
func.func @k2(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

// CHECK: error: 'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'
func.func @l(%m: memref<f32>, %i: index) {
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

// CHECK: error: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'
"memref.global"() <{sym_name = "g2", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// CHECK: error: 'memref.global' op initial value shape expected to be 4 but was 2
"memref.global"() <{sym_name = "g3", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()

// -----

// CHECK: error: 'memref.global' op initial value should be a unit or elements attribute, but got 5 : i64
"memref.global"() <{sym_name = "g4", type = memref<4xf32>, initial_value = 5}> : () -> ()

// -----

// CHECK: error: 'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'
"memref.global"() <{sym_name = "g4", type = memref<?xf32>}> : () -> ()

// -----

// CHECK: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait
"t.r"() ({
    %0 = memref.alloca() : memref<4xf32>
    "t.y"() : () -> ()
}) : () -> ()

// -----

// CHECK: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'
func.func @n(%m: memref<4xf32>) {
  %0:3 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index
  return
}

// -----

// CHECK: error: 'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<4xf32>'
func.func @n2(%m: memref<4xf32>) {
  %0:4 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<4xf32>, index, index, index
  return
}

// -----

// CHECK: error: 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0
func.func @o(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[], %i : memref<1xi32>
  return
}

// -----

// CHECK: error: custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0
func.func @p(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}

// -----

// CHECK: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 0 inputs
func.func @q(%m: memref<4xf32>, %i: index) {
  memref.alloca_scope {
    %c = "t.c"() : () -> f32
    memref.alloca_scope.return %c : f32
  }
  return
}

// -----

// CHECK: error: 'memref.copy' op requires the same shape for all operands
func.func @r(%m: memref<4xf32>, %n: memref<8xf32>) {
  memref.copy %m, %n : memref<4xf32> to memref<8xf32>
  return
}

// -----

// CHECK: error: 'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible
func.func @s(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<8x1x1x4xf32, strided<[4, 4, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x1x4xf32, strided<[4, 1, 1]>>'
func.func @a(%m: memref<8x1x1x4xf32>, %n: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %i: index) {
  %0 = memref.subview %m[0, 0, 0, 0] [8, 1, 1, 4] [1, 1, 1, 1] : memref<8x1x1x4xf32> to memref<8x4xf32, strided<[4, 1]>>
  %1 = memref.subview %m[0, 0, 0, 0] [8, 1, 1, 4] [1, 1, 1, 1] : memref<8x1x1x4xf32> to memref<8x1x4xf32, strided<[4, 4, 1]>>
  %2 = memref.subview %m[1, 0, 0, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<8x1x1x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %3 = memref.subview %n[0, %i, 0] [1, %i, 4] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %n[0, 0, 0] [4, 1, 1] [2, 1, 1] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %5 = memref.subview %m[0, 0, 0, 0] [8, 1, 1, 4] [1, 1, 1, 1] : memref<8x1x1x4xf32> to memref<8x1x4xf32, strided<[4, 1, 1]>>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<8x1x1x4xf32, strided<[4, 4, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x1x4xf32, strided<[4, 2, 1]>>'
func.func @b(%m: memref<8x1x1x4xf32>) {
  %0 = memref.subview %m[0, 0, 0, 0] [8, 1, 1, 4] [1, 1, 1, 1] : memref<8x1x1x4xf32> to memref<8x1x4xf32, strided<[4, 2, 1]>>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<8x4xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x4xf32, strided<[4, 1], offset: 1>>'
func.func @c(%m: memref<8x4xf32>) {
  %0 = memref.subview %m[0, 0] [8, 4] [1, 1] : memref<8x4xf32> to memref<8x4xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

// CHECK: error: expected result type to be 'memref<8x4xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x4xf32, strided<[4, 1], offset: ?>>'
func.func @d(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [8, 4] [1, 1] : memref<8x4xf32> to memref<8x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

// CHECK: error: base type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>' is not strided
func.func @e(%m: memref<8x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  %0 = memref.subview %m[0, 0] [8, 4] [1, 1] : memref<8x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> to memref<8x4xf32>
  return
}

// -----

// CHECK: error: 'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'
func.func @d(%m: memref<?x4xf32>, %n: memref<?x?xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<?x4xf32> to memref<?x4xf32>
  %1 = memref.transpose %n (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32>
  return
}
