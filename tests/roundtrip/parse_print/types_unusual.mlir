// unusual builtin types as function arguments and in unregistered ops.
func.func @types(%a: si7, %b: ui1, %c: i0, %d: f8E4M3FNUZ, %e: f8E5M2FNUZ, %f: tf32, %g: complex<i8>,
                 %h: tuple<i32, tuple<>, none>, %i: vector<1x[1]xindex>, %j: tensor<0x?x0xui16>,
                 %k: memref<?x?xvector<2xf16>, strided<[?, 1]>>, %l: tensor<*xcomplex<bf16>>,
                 %m: memref<*xi1, 7>, %n: !foo<"opaque \"text\"">, %o: !foo.bar<[1, 2], i32>,
                 %p: tensor<4xf32, #foo.enc>, %q: f4E2M1FN, %r: f6E3M2FN, %s: f8E8M0FNU, %t: i65535) {
  "foo.sink"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j) : (si7, ui1, i0, f8E4M3FNUZ, f8E5M2FNUZ, tf32, complex<i8>, tuple<i32, tuple<>, none>, vector<1x[1]xindex>, tensor<0x?x0xui16>) -> ()
  "foo.sink"(%k, %l, %m, %n, %o, %p, %q, %r, %s, %t) : (memref<?x?xvector<2xf16>, strided<[?, 1]>>, tensor<*xcomplex<bf16>>, memref<*xi1, 7>, !foo<"opaque \"text\"">, !foo.bar<[1, 2], i32>, tensor<4xf32, #foo.enc>, f4E2M1FN, f6E3M2FN, f8E8M0FNU, i65535) -> ()
  return
}
