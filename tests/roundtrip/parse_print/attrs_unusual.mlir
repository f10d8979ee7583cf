// attribute forms on unregistered ops: nested dicts, symbol refs, typed/untyped ints, strided layouts, type attrs.
"foo.attrs"() {
  a = @sym::@nested::@deep,
  b = {x = {y = {z = unit}}},
  c = [[], [[]], [1 : i8, 2 : ui8, -3 : si8]],
  d = 0x1F : i16,
  e = -0.0 : f64,
  f = 1.0e300 : f64,
  g = i32,
  h = memref<2xf32, strided<[1], offset: 0>>,
  i = strided<[?, 4], offset: ?>,
  j = affine_map<(d0, d1)[s0] -> (d0 floordiv s0, d1 ceildiv 2, d0 mod 3)>,
  k = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>,
  l = dense<[[1.5, -2.5]]> : tensor<1x2xf16>,
  m = dense<"0x0102030405060708"> : tensor<2xi32>,
  n = array<f32: 1.0, 2.5>,
  o = array<i1: true, false>,
  p = #foo<"anything (goes) here">,
  q = #foo.bar<1, [2], "three">,
  "quoted key" = true,
  s = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  u = 1 : index,
  v = "\00\FF\n"
} : () -> ()
