// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Aliases are re-derived: user names are dropped, maps become #map, #map1, ... in order of use.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#transpose = affine_map<(i, j) -> (j, i)>
// CHECK-LABEL: func.func @attrs
func.func @attrs() {
  // Dictionary entries print sorted, with i64/f64 types spelled out; arrays elide them.
  // CHECK: "foo.a"() {a = 1 : i64, b = [1, 2.500000e+00], m = #map, n = #map1} : () -> ()
  "foo.a"() {n = affine_map<(x)[s] -> (x + s)>, m = #transpose, b = [1, 2.5], a = 1} : () -> ()
  // Strings escape quotes and control bytes as hex.
  // CHECK: "foo.s"() {s = "a\22b\0Ac"} : () -> ()
  "foo.s"() {s = "a\"b\nc"} : () -> ()
  // Uniform dense data folds into a splat.
  // CHECK: "foo.d"() {d = dense<7> : tensor<2x2xi32>, e = dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
  "foo.d"() {d = dense<[[7, 7], [7, 7]]> : tensor<2x2xi32>, e = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
  // CHECK: "foo.f"() {f = 1.000000e-01 : f32, h = 0x7FC00000 : f32, i = true} : () -> ()
  "foo.f"() {f = 0.1 : f32, h = 0x7FC00000 : f32, i = 1 : i1} : () -> ()
  return
}
