// Dense elements attributes: splats, nested shapes, bools, complex, hex blobs.
func.func @dense() {
  "foo.int"() {splat = dense<1> : tensor<4xi32>, full = dense<[1, 2, 3, 4]> : tensor<4xi32>, nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, neg = dense<[-1, -128]> : tensor<2xi8>} : () -> ()
  "foo.float"() {splat = dense<0.5> : tensor<3xf32>, full = dense<[1.0, -2.0, 3.5]> : vector<3xf64>, nested = dense<[[1.0], [2.0]]> : tensor<2x1xf16>, hexval = dense<0x7FC00000> : tensor<2xf32>} : () -> ()
  "foo.bool"() {splat = dense<true> : tensor<8xi1>, mixed = dense<[true, false, true]> : tensor<3xi1>, vec = dense<false> : vector<2xi1>} : () -> ()
  "foo.complex"() {c = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, ci = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()
  "foo.scalar"() {zero_d = dense<5> : tensor<i32>, empty = dense<> : tensor<0xi32>, idx = dense<[0, 1]> : tensor<2xindex>} : () -> ()
  "foo.hex"() {h = dense<"0x0100000002000000"> : tensor<2xi32>, hf = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> ()
  "foo.strs"() {s = dense<["ab", "cd"]> : tensor<2x!foo.str>, s1 = dense<"single"> : tensor<3x!foo.str>} : () -> ()
  "foo.big"() {b = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : tensor<20xi16>} : () -> ()
  "foo.sparse"() {sp = sparse<[[0, 0], [1, 2]], [1.0, 2.0]> : tensor<3x4xf32>} : () -> ()
  return
}
