// FLAGS: --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1
// A sparse attribute prints its values in hex past the limit (as a bare quoted
// string), never its indices; a splat of values stays a single value.
func.func @sparse() {
  "test.op"() {a = sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<3x4xf32>} : () -> ()
  "test.op"() {b = sparse<[[0], [2], [3]], [7, 8, 9]> : tensor<5xi16>} : () -> ()
  "test.op"() {c = sparse<[[0], [2]], 5> : tensor<5xi32>} : () -> ()
  "test.op"() {d = sparse<[[1]], [3]> : tensor<5xi32>} : () -> ()
  return
}
