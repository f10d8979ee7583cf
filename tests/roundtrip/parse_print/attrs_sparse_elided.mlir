// FLAGS: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=3
// A sparse attribute is elided as a whole when its indices or its values
// have more elements than the limit (a splat of values never counts).
func.func @sparse() {
  "test.op"() {a = sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<3x4xf32>} : () -> ()
  "test.op"() {b = sparse<[[0], [2], [3]], [7, 8, 9]> : tensor<5xi16>} : () -> ()
  "test.op"() {c = sparse<[[0], [2]], 5> : tensor<5xi32>} : () -> ()
  "test.op"() {d = sparse<[[1]], [3]> : tensor<5xi32>} : () -> ()
  return
}
