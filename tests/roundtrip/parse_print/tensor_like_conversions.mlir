// to_buffer and to_tensor take any tensor-like and buffer-like types: the
// test dialect's pair (with or without a memory space on the buffer), and
// mixes with builtin types.
func.func @pairs(%tt: !test.test_tensor<[2, 3], f16>, %t: tensor<5xi32>, %m: memref<2x3xf16>) {
  %a = bufferization.to_buffer %tt : !test.test_tensor<[2, 3], f16> to !test.test_memref<[2, 3], f16>
  %b = bufferization.to_buffer %tt read_only : !test.test_tensor<[2, 3], f16> to !test.test_memref<[2, 3], f16, 7>
  %c = bufferization.to_buffer %tt : !test.test_tensor<[2, 3], f16> to memref<2x3xf16>
  %d = bufferization.to_buffer %t : tensor<5xi32> to !test.test_memref<[5], i32>
  %e = bufferization.to_tensor %a : !test.test_memref<[2, 3], f16> to !test.test_tensor<[2, 3], f16>
  %f = bufferization.to_tensor %m : memref<2x3xf16> to !test.test_tensor<[2, 3], f16>
  %g = "test.create_memref_op"() : () -> !test.test_memref<[4], f64>
  %h = "test.dummy_memref_op"(%g) : (!test.test_memref<[4], f64>) -> memref<4xf64>
  return
}
