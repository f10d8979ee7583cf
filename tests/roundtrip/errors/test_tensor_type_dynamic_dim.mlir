// FLAGS:
// The test dialect's tensor-like type takes integers only as its shape: a
// `?` is rejected, with the second error naming the parameter.
func.func @dynamic(%a: !test.test_tensor<[?, 4], i8>) {
  return
}
