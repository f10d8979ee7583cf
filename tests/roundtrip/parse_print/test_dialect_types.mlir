// FLAGS:
// The test dialect's tensor-like and buffer-like types print in mlir-opt's
// canonical form whatever the spacing they were written with; a memory
// space on the memref-like one prints as an attribute with its type.
func.func @spellings(%a: !test.test_tensor<[ 4 ,-1],f32>, %b: !test.test_memref<[4],i8>,
                     %c: !test.test_memref< [2, 3] , f16 , 1 >,
                     %d: !test.test_memref<[8], f32, "device">,
                     %e: !test.test_tensor<[2], vector<4xf32>>) -> !test.test_tensor<[4, -1], f32> {
  return %a : !test.test_tensor<[4, -1], f32>
}
