// FLAGS: -canonicalize
// memref.expand_shape of a memref.cast that only forgets static facts expands
// the cast's source instead (constant output sizes become static) and casts
// the result back. This decides how a collapse/collapse/expand chain behind a
// cast ends: once the casts have moved below the collapses, the expansion
// meets a collapse again and the two cancel, leaving one collapse and a cast.
// Groups whose source size is static need every output size constant; a
// group whose source size is dynamic must keep one non-constant size; casts
// towards a more static type or from an unranked memref stay as they are.

func.func @chain_behind_cast(%a: memref<2x3x20xf32>) -> memref<?x20xf32> {
  %c = memref.cast %a : memref<2x3x20xf32> to memref<?x3x20xf32>
  %c1 = memref.collapse_shape %c [[0, 1], [2]] : memref<?x3x20xf32> into memref<?x20xf32>
  %c2 = memref.collapse_shape %c1 [[0, 1]] : memref<?x20xf32> into memref<?xf32>
  %k6 = arith.constant 6 : index
  %e = memref.expand_shape %c2 [[0, 1]] output_shape [%k6, 20] : memref<?xf32> into memref<?x20xf32>
  return %e : memref<?x20xf32>
}

func.func @collapse_then_expand_behind_cast(%a: memref<6x20xf32>) -> memref<?x20xf32> {
  %c = memref.cast %a : memref<6x20xf32> to memref<?x20xf32>
  %c1 = memref.collapse_shape %c [[0, 1]] : memref<?x20xf32> into memref<?xf32>
  %k6 = arith.constant 6 : index
  %e = memref.expand_shape %c1 [[0, 1]] output_shape [%k6, 20] : memref<?xf32> into memref<?x20xf32>
  return %e : memref<?x20xf32>
}

func.func @all_sizes_constant(%a: memref<4x120xf32>) -> memref<?x?x20xf32> {
  %k4 = arith.constant 4 : index
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<4x120xf32> to memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%k4, %k6, 20] : memref<?x?xf32> into memref<?x?x20xf32>
  return %e : memref<?x?x20xf32>
}

func.func @dynamic_group_keeps_its_value(%a: memref<?x120xf32>, %n: index) -> memref<?x?x20xf32> {
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<?x120xf32> to memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, %k6, 20] : memref<?x?xf32> into memref<?x?x20xf32>
  return %e : memref<?x?x20xf32>
}

func.func @dynamic_group_partly_constant(%a: memref<4x?xf32>, %n: index) -> memref<?x?x?xf32> {
  %k4 = arith.constant 4 : index
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%k4, %k6, %n] : memref<?x?xf32> into memref<?x?x?xf32>
  return %e : memref<?x?x?xf32>
}

func.func @layout_and_space(%a: memref<120xf32, strided<[1], offset: 5>, 1>) -> memref<?x20xf32, strided<[20, 1], offset: ?>, 1> {
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<120xf32, strided<[1], offset: 5>, 1> to memref<?xf32, strided<[1], offset: ?>, 1>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%k6, 20] : memref<?xf32, strided<[1], offset: ?>, 1> into memref<?x20xf32, strided<[20, 1], offset: ?>, 1>
  return %e : memref<?x20xf32, strided<[20, 1], offset: ?>, 1>
}

func.func @only_the_offset_changes(%a: memref<120xf32, strided<[1], offset: 5>>) -> memref<6x20xf32, strided<[20, 1], offset: ?>> {
  %c = memref.cast %a : memref<120xf32, strided<[1], offset: 5>> to memref<120xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 20] : memref<120xf32, strided<[1], offset: ?>> into memref<6x20xf32, strided<[20, 1], offset: ?>>
  return %e : memref<6x20xf32, strided<[20, 1], offset: ?>>
}

func.func @kept_static_group_with_value(%a: memref<4x120xf32>, %n: index) -> memref<?x?x20xf32> {
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<4x120xf32> to memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, %k6, 20] : memref<?x?xf32> into memref<?x?x20xf32>
  return %e : memref<?x?x20xf32>
}

func.func @kept_dynamic_group_all_constant(%a: memref<4x?xf32>) -> memref<?x?x20xf32> {
  %k4 = arith.constant 4 : index
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%k4, %k6, 20] : memref<?x?xf32> into memref<?x?x20xf32>
  return %e : memref<?x?x20xf32>
}

func.func @kept_cast_to_static(%a: memref<?xf32>) -> memref<6x20xf32> {
  %c = memref.cast %a : memref<?xf32> to memref<120xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %e : memref<6x20xf32>
}

func.func @kept_unranked_source(%a: memref<*xf32>) -> memref<?x20xf32> {
  %k6 = arith.constant 6 : index
  %c = memref.cast %a : memref<*xf32> to memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%k6, 20] : memref<?xf32> into memref<?x20xf32>
  return %e : memref<?x20xf32>
}

func.func @tensor_chain_behind_cast(%a: tensor<2x3x20xf32>) -> tensor<?x20xf32> {
  %c = tensor.cast %a : tensor<2x3x20xf32> to tensor<?x3x20xf32>
  %c1 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x20xf32> into tensor<?x20xf32>
  %c2 = tensor.collapse_shape %c1 [[0, 1]] : tensor<?x20xf32> into tensor<?xf32>
  %k6 = arith.constant 6 : index
  %e = tensor.expand_shape %c2 [[0, 1]] output_shape [%k6, 20] : tensor<?xf32> into tensor<?x20xf32>
  return %e : tensor<?x20xf32>
}
