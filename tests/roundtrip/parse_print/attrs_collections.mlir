// Arrays, dictionaries (nested), symbol references and dense arrays.
func.func @collections() attributes {empty_arr = [], empty_dict = {}, nested = {inner = {deeper = {leaf = 1 : i64}}, list = [1, "two", 3.0 : f32, [4, [5]]]}} {
  "foo.arrays"() {a = [1, 2, 3], b = [[1, 2], [3, 4]], c = [i32, f64, index], d = [unit, true, "s"]} : () -> ()
  "foo.dicts"() {d = {b = 2 : i32, a = 1 : i32, "quoted key" = "v", c = {}}} : () -> ()
  "foo.symbols"() {s = @flat, n = @outer::@inner, n3 = @a::@b::@c, q = @"weird name", qn = @"x y"::@"z-w"} : () -> ()
  "foo.dense_arrays"() {i = array<i64: 1, -2, 3>, e = array<i32>, b = array<i1: true, false>, f = array<f32: 1.0, -2.5>, d = array<f64: 0.25>, s = array<i16: 7>, x = array<i8: -1, 127>} : () -> ()
  "foo.types_in_arrays"() {shapes = [tensor<2xf32>, memref<?xi8>, vector<[4]xi1>]} : () -> ()
  return
}

func.func @collections_as_props() {
  "foo.props"() <{arr = [[], [[]], {}], dict = {z = 1, a = {}, m = [unit]}}> : () -> ()
  "foo.mixed"() <{p = array<i64: 4>}> {d = [@flat, array<i8>, {k = @outer::@inner}]} : () -> ()
  return
}
