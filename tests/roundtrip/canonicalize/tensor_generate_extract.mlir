// FLAGS: -canonicalize
// tensor.generate with constant extents gets static sizes (negative or
// non-constant ones stay); tensor.extract of an index_cast tensor extracts
// first and casts the element.
func.func @generate_static(%x: index, %v: f32) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %0 = tensor.generate %c3, %x {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  %m = arith.constant -1 : index
  %1 = tensor.generate %m {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.generate %c0, %c3 {
  ^bb0(%i: index, %j: index):
    %s = arith.index_cast %i : index to i32
    %f = arith.sitofp %s : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>
}
func.func @generate_dim(%v: f32) -> index {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.generate %c4 {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
func.func @extract_index_cast(%t: tensor<4xi32>, %u: tensor<?x2xindex>, %i: index, %w: tensor<i64>) -> (index, i32, index, index) {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = tensor.extract %0[%i] : tensor<4xindex>
  %2 = arith.index_cast %u : tensor<?x2xindex> to tensor<?x2xi32>
  %3 = tensor.extract %2[%i, %i] : tensor<?x2xi32>
  %4 = arith.index_cast %w : tensor<i64> to tensor<index>
  %5 = tensor.extract %4[] : tensor<index>
  // A second user keeps the cast tensor alive.
  %6 = tensor.extract %0[%i] : tensor<4xindex>
  %7 = arith.index_castui %t : tensor<4xi32> to tensor<4xindex>
  %8 = tensor.extract %7[%i] : tensor<4xindex>
  return %1, %3, %5, %8 : index, i32, index, index
}
func.func @extract_index_cast_const(%i: index) -> index {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = arith.index_cast %c : tensor<3xi32> to tensor<3xindex>
  %c1 = arith.constant 1 : index
  %1 = tensor.extract %0[%c1] : tensor<3xindex>
  return %1 : index
}
