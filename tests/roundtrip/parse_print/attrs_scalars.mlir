// Integer, float, bool, unit and string attributes on unregistered ops.
func.func @scalars() {
  "foo.ints"() {a = 0 : i32, b = -1 : i32, c = 0x7F : i8, d = -128 : i8, e = 9223372036854775807 : i64, f = -9223372036854775808 : i64, g = 170141183460469231731687303715884105727 : i128, h = 42, i = 7 : index, j = 3 : ui8, k = -3 : si16} : () -> ()
  "foo.bools"() {t = true, f = false, one = 1 : i1, zero = 0 : i1, neg = -1 : i1} : () -> ()
  "foo.floats"() {a = 1.0 : f32, b = -0.5 : f64, c = 1.5e10 : f32, d = 2.0E-3 : f64, e = 0.0 : f16, f = -0.0 : f32, g = 3.25 : bf16, h = 1.0 : f128, i = 4.0 : f80, j = 0.1 : f32} : () -> ()
  "foo.hexfloats"() {inf = 0x7F800000 : f32, ninf = 0xFF800000 : f32, nan = 0x7FC00000 : f32, dbl = 0x3FF0000000000000 : f64, half = 0x3C00 : f16, bf = 0x7F80 : bf16, tiny = 0x00000001 : f32, f8 = 0x3C : f8E5M2} : () -> ()
  "foo.unit"() {flag, other_flag = unit} : () -> ()
  "foo.strings"() {empty = "", plain = "hello", esc = "tab\09quote\22back\\slash\0A", hex = "\FF\00\7F", utf = "caf\C3\A9"} : () -> ()
  "foo.typed"() {t = i32, u = tensor<?xf32>, v = !foo.thing, w = () -> ()} : () -> ()
  return
}
