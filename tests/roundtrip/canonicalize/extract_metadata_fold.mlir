// FLAGS: -canonicalize
func.func @f(%a: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index) {
  %c = memref.cast %a : memref<4x?xf32, strided<[?, 1], offset: 3>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}
func.func @g() -> (index, index) {
  %a = memref.alloc() : memref<2x5xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<2x5xf32> -> memref<f32>, index, index, index, index, index
  %x = arith.addi %s#1, %t#0 : index
  return %x, %o : index, index
}
