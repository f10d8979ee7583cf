// mlir-opt: error: inferred shape of elements literal ([3]) does not match type ([2])
// Dense literal shape does not match its tensor type.
func.func @f() {
  "foo.op"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
  return
}
