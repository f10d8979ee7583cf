// Printer-generated aliases: #map/#set numbering, order of first use, maps nested in types.
#user_named_map = affine_map<(d0, d1) -> (d1, d0)>
!layout_ty = memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>
func.func @alias_order(%m: !layout_ty, %n: memref<4x4xf32, #user_named_map>) {
  "foo.a"() {z = affine_map<(d0) -> (d0 * 2)>, a = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  "foo.b"() {s = affine_set<(d0) : (d0 - 1 >= 0)>, m = #user_named_map} : () -> ()
  "foo.c"() {again = affine_map<(d0) -> (d0 + 1)>, list = [affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, affine_set<(d0, d1) : (d0 == d1)>]} : () -> ()
  "foo.d"(%m) : (!layout_ty) -> ()
  "foo.e"() : () -> memref<2xf32, affine_map<(d0) -> (d0 + 7)>>
  return
}

func.func @identity_maps() {
  "foo.ident"() {m0 = affine_map<() -> ()>, m1 = affine_map<(d0) -> (d0)>, m2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>} : () -> ()
  "foo.const_maps"() {c = affine_map<() -> (0)>, d = affine_map<(d0)[s0] -> (s0)>} : () -> ()
  return
}
