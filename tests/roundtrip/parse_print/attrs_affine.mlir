// affine_map and affine_set attributes, strided layouts as attributes.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#sym = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1, d0 floordiv 2, d0 ceildiv 3, d0 mod 5, -d0)>
#empty = affine_map<() -> ()>
#const = affine_map<(d0) -> (0, 42)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d1 - 1 >= 0, d0 - d1 == 0)>
#trivial = affine_set<() : (0 == 0)>
func.func @affine_attrs() {
  "foo.maps"() {a = #id2, b = #perm, c = #sym, d = #empty, e = #const} : () -> ()
  "foo.sets"() {s = #set, t = #trivial} : () -> ()
  "foo.inline"() {m = affine_map<(i, j) -> (j + i * 2)>, s = affine_set<(x) : (x >= 0)>} : () -> ()
  "foo.strided"() {l = strided<[4, 1], offset: ?>, k = strided<[?, ?]>} : () -> ()
  return
}
