// A generic memref.subview whose operandSegmentSizes names three groups where the op has four:
// rejected when its properties are read, at the op, without the current-operation note.
func.func @f(%m: memref<8xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>>
  return
}
