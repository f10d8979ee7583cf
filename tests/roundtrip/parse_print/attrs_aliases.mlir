// Attribute aliases of various kinds, some unused, some chained.
#small = 4 : i32
#name = "a string alias"
#arr = [1, 2, #small]
#dict = {key = #name, other = #arr}
#m = affine_map<(d0) -> (d0 + 1)>
#opaque = #foo.cfg<level = 3>
#unused_alias = [unit]
#dense = dense<[1, 2]> : tensor<2xi8>
#loc_like = loc("defined_but_unused.mlir":1:1)

func.func @uses_aliases() attributes {cfg = #dict, map = #m} {
  "foo.op"() {a = #small, b = #arr, c = #opaque, d = #dense} : () -> ()
  "foo.op"() {e = [#m, #m], f = {g = #opaque}} : () -> ()
  return
}
