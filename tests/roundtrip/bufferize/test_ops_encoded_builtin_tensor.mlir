// FLAGS: -one-shot-bufferize
// test.create_tensor_op and test.dummy_tensor_op on builtin tensors with
// an encoding: the test dialect's tensor encoding gives the memref its
// test layout, another encoding an identity memref (the encoding is not a
// memory space here).
func.func @encoded(%n: index) -> (tensor<?xf32, #test.tensor_encoding<"green">>, tensor<4xi32, 7 : i64>) {
  %g = "test.create_tensor_op"() : () -> tensor<?xf32, #test.tensor_encoding<"green">>
  %h = "test.dummy_tensor_op"(%g) : (tensor<?xf32, #test.tensor_encoding<"green">>) -> tensor<?xf32, #test.tensor_encoding<"green">>
  %i = "test.create_tensor_op"() : () -> tensor<4xi32, 7 : i64>
  return %h, %i : tensor<?xf32, #test.tensor_encoding<"green">>, tensor<4xi32, 7 : i64>
}
