// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Distinct attributes with a payload get `#distinct` aliases numbered in print
// order; a unit payload prints inline as `<>`. Sparse elements keep indices and values.
// CHECK: #distinct = distinct[0]<[1, 2]>
// CHECK-LABEL: func.func @attrs
// CHECK: "foo.op"() {a = #distinct, b = distinct[1]<>, c = #distinct} : () -> ()
// CHECK: "foo.sp"() {s = sparse<{{\[}}[0, 1], [2, 3]], [1.500000e+00, -2.000000e+00]> : tensor<4x4xf32>} : () -> ()
func.func @attrs() {
  "foo.op"() {a = distinct[5]<[1, 2]>, b = distinct[9]<unit>, c = distinct[5]<[1, 2]>} : () -> ()
  "foo.sp"() {s = sparse<[[0, 1], [2, 3]], [1.5, -2.0]> : tensor<4x4xf32>} : () -> ()
  return
}
