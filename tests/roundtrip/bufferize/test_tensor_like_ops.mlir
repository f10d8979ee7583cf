// FLAGS: -one-shot-bufferize --split-input-file
// The test dialect's ops on its tensor-like type become their memref twins
// on the dialect's buffer type; the values between them are bridged by
// to_buffer/to_tensor as for builtin tensors.
func.func @widen(%in: !test.test_tensor<[8, 2], f32>) -> !test.test_tensor<[8, 4], f32> {
  %out = "test.dummy_tensor_op"(%in) : (!test.test_tensor<[8, 2], f32>) -> !test.test_tensor<[8, 4], f32>
  return %out : !test.test_tensor<[8, 4], f32>
}

// -----

func.func @made_then_used_twice() -> (!test.test_tensor<[3], i8>, !test.test_tensor<[6], i8>) {
  %made = "test.create_tensor_op"() : () -> !test.test_tensor<[3], i8>
  %a = "test.dummy_tensor_op"(%made) : (!test.test_tensor<[3], i8>) -> !test.test_tensor<[6], i8>
  %b = "test.dummy_tensor_op"(%a) : (!test.test_tensor<[6], i8>) -> !test.test_tensor<[6], i8>
  return %made, %b : !test.test_tensor<[3], i8>, !test.test_tensor<[6], i8>
}

// -----

func.func @beside_builtin_tensors(%t: tensor<4xf32>, %x: !test.test_tensor<[4], f32>, %i: index) -> (f32, !test.test_tensor<[4], f32>) {
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %y = "test.dummy_tensor_op"(%x) : (!test.test_tensor<[4], f32>) -> !test.test_tensor<[4], f32>
  return %e, %y : f32, !test.test_tensor<[4], f32>
}
