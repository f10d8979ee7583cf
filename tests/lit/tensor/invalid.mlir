// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @extract_rank(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
// CHECK: error: 'tensor.extract' op incorrect number of indices for extract_element

// -----

func.func @insert_rank(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}
// CHECK: error: 'tensor.insert' op incorrect number of indices

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}
// CHECK: error: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'

// -----

func.func @empty_sizes(%n: index) {
  %0 = tensor.empty(%n) : tensor<4x?x?xf32>
  return
}
// CHECK: error: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2

// -----

func.func @splat_sizes(%f: f32, %n: index) {
  %0 = tensor.splat %f[%n] : tensor<4x4xf32>
  return
}
// CHECK: error: 'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0

// -----

func.func @from_elements_count(%f: f32) {
  %0 = tensor.from_elements %f, %f : tensor<3xf32>
  return
}
// CHECK: error: custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types

// -----

func.func @cast_shape(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
// CHECK: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible

// -----

func.func @bitcast_width(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi16>
  return
}
// CHECK: error: 'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi16>' are cast incompatible

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  %0 = "tensor.dim"(%t, %i) : (tensor<f32>, index) -> index
  return
}
// CHECK: error: 'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'

// -----

func.func @slice_size_mismatch(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x5xf32>
  return
}
// CHECK: error: expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) 

// -----

func.func @slice_rank_too_large(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4x1xf32>
  return
}
// CHECK: error: expected rank to be smaller or equal to the other rank. 

// -----

func.func @slice_elem(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf16>
  return
}
// CHECK: error: expected element type to be 'f32'

// -----

func.func @slice_out_of_bounds(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 12] [2, 4] [1, 2] : tensor<8x16xf32> to tensor<2x4xf32>
  return
}
// CHECK: error: slice along dimension 1 runs out-of-bounds: 18 >= 16

// -----

func.func @slice_offset_out_of_bounds(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[9, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// CHECK: error: offset 0 is out-of-bounds: 9 >= 8

// -----

func.func @slice_lists(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2] [1, 1] : tensor<8x16xf32> to tensor<2xf32>
  return
}
// CHECK: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @slice_negative(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, -1] [2, 2] [1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  return
}
// CHECK: error: expected offsets to be non-negative, but got -1

// -----

func.func @slice_generic_dynamic(%t: tensor<8xf32>, %o: index) {
  %0 = "tensor.extract_slice"(%t, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<2xf32>
  return
}
// CHECK: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)

// -----

func.func @insert_slice_mismatch(%s: tensor<3xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [1, 4] [1, 1] : tensor<3xf32> into tensor<8x16xf32>
  return
}
// CHECK: error: expected type to be 'tensor<1x4xf32>' or a rank-reduced version. (size mismatch) 

// -----

func.func @parallel_parent(%s: tensor<4xf32>, %t: tensor<8x16xf32>) {
  tensor.parallel_insert_slice %s into %t[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
  return
}
// CHECK: error: expected InParallelOpInterface parent, got:

// -----

func.func @collapse_groups(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).

// -----

func.func @collapse_contiguous(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.

// -----

func.func @collapse_static(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6

// -----

func.func @collapse_dynamic(%t: tensor<?x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<6x4xf32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic

// -----

func.func @collapse_elem(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xi32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'

// -----

func.func @expand_output_shape(%t: tensor<6xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2] : tensor<6xf32> into tensor<2x3xf32>
  return
}
// CHECK: error: 'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead

// -----

func.func @expand_rank(%t: tensor<2x3xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [6] : tensor<2x3xf32> into tensor<6xf32>
  return
}
// CHECK: error: 'tensor.expand_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.

// -----

func.func @reassociation_attr(%t: tensor<4xf32>) {
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0 : i32]]}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// CHECK: error: 'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes

// -----

func.func @reshape_elements(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}
// CHECK: error: 'tensor.reshape' op source and destination tensor should have the same number of elements

// -----

func.func @reshape_rank(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return
}
// CHECK: error: 'tensor.reshape' op length of shape operand differs from the result's tensor rank

// -----

func.func @reshape_dynamic_shape(%t: tensor<4xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<2x2xf32>
  return
}
// CHECK: error: 'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type

// -----

func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x2xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x2xf32>) -> tensor<8xf32>
  return
}
// CHECK: error: 'tensor.concat' op rank of concatenated inputs must match result rank

// -----

func.func @concat_dim(%a: tensor<4xf32>) {
  %0 = tensor.concat dim(1) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}
// CHECK: error: 'tensor.concat' op concatenation dim must be less than the tensor rank

// -----

func.func @concat_size(%a: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %a, %a : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<9x3xf32>
  return
}
// CHECK: error: 'tensor.concat' op result type 'tensor<9x3xf32>'does not match inferred shape 'tensor<8x3xf32>' static sizes

// -----

func.func @concat_other_dim(%a: tensor<4x3xf32>, %b: tensor<4x2xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<8x3xf32>
  return
}
// CHECK: error: 'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1

// -----

func.func @concat_elem(%a: tensor<4x3xf32>, %b: tensor<4x3xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x3xi32>) -> tensor<8x3xf32>
  return
}
// CHECK: error: 'tensor.concat' op inputs and result element type must match

// -----

func.func @pad_type(%t: tensor<?x4xf32>, %f: f32, %n: index) {
  %p = tensor.pad %t low[1, 0] high[%n, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return
}
// CHECK: error: specified type 'tensor<?x7xf32>' does not match the inferred type 'tensor<?x6xf32>'

// -----

func.func @pad_block_args(%t: tensor<?x4xf32>, %f: f32) {
  %p = tensor.pad %t low[1, 0] high[1, 2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}
// CHECK: error: expected the block to have 2 arguments

// -----

func.func @pad_block_arg_type(%t: tensor<?x4xf32>, %f: f32) {
  %p = tensor.pad %t low[1, 0] high[1, 2] {
  ^bb0(%i: index, %j: i32):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}
// CHECK: error: 'tensor.pad' op expected block argument 2 to be an index

// -----

func.func @pad_yield_type(%t: tensor<?x4xf32>, %f: f16) {
  %p = tensor.pad %t low[1, 0] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f16
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}
// CHECK: error: 'tensor.pad' op expected yield type to match shape element type

// -----

func.func @pad_list_rank(%t: tensor<?x4xf32>, %f: f32) {
  %p = tensor.pad %t low[1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}
// CHECK: error: failed to infer expectedType from sourceType 'tensor<?x4xf32>', specified resultType is 'tensor<?x6xf32>'

// -----

func.func @pad_missing_yield(%t: tensor<?x4xf32>) {
  %p = tensor.pad %t low[1, 0] high[1, 2] {
  ^bb0(%i: index, %j: index):
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}
// CHECK: error: 'tensor.yield' op requires a single operand

// -----

func.func @generate_extents(%n: index) {
  %g = tensor.generate %n, %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<?x3xindex>
  return
}
// CHECK: error: 'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1

// -----

func.func @generate_arg_type(%n: index) {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: i32):
    tensor.yield %i : index
  } : tensor<?x3xindex>
  return
}
// CHECK: error: all body arguments must be index

// -----

func.func @generate_arg_count(%n: index) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?x3xindex>
  return
}
// CHECK: error: must have one body argument per input dimension

// -----

func.func @generate_yield_type(%n: index) {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<?x3xi32>
  return
}
// CHECK: error: 'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type

// -----

func.func @yield_parent(%f: f32) {
  tensor.yield %f : f32
}
// CHECK: error: 'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'
