// Float values whose shortest round-trip printing is non-trivial.
func.func @float_printing() {
  "foo.f32"() {a = 0.1 : f32, b = 0.333333343 : f32, c = 3.40282347e38 : f32, d = 1.17549435e-38 : f32, e = 123456789.0 : f32, f = 16777217.0 : f32, g = 1.0e-10 : f32, h = 100.0 : f32, i = 2.5e-1 : f32} : () -> ()
  "foo.f64"() {a = 0.1 : f64, b = 3.141592653589793 : f64, c = 1.0e100 : f64, d = 4.9406564584124654e-324 : f64, e = 2.2250738585072014e-308 : f64, f = 1.7976931348623157e308 : f64, g = 123456.789 : f64, h = 1.0e6 : f64, i = 1.0e7 : f64} : () -> ()
  "foo.f16"() {a = 0.1 : f16, b = 65504.0 : f16, c = 6.1e-5 : f16, d = 0.333 : f16} : () -> ()
  "foo.bf16"() {a = 0.1 : bf16, b = 3.0e38 : bf16, c = 1.00390625 : bf16} : () -> ()
  "foo.small"() {a = 0.5 : f8E4M3FN, b = 448.0 : f8E4M3FN, c = 57344.0 : f8E5M2, d = 0.75 : f4E2M1FN, e = 1.0 : tf32} : () -> ()
  "foo.special"() {qnan = 0x7FC00001 : f32, snan = 0x7F800001 : f32, negnan = 0xFFC00000 : f32, dinf = 0x7FF0000000000000 : f64, hinf = 0x7C00 : f16, negzero = -0.0 : f64} : () -> ()
  "foo.dense"() {v = dense<[0.1, 3.14159274, -1.0e-20]> : tensor<3xf32>, w = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : () -> ()
  "foo.wide"() {a = 0.1 : f80, b = 0.1 : f128, c = 1.0e4000 : f80} : () -> ()
  "foo.lexical"() {a = 1. : f32, b = 1.E5 : f32, c = 1.0e+5 : f64, d = 0x3F800000 : f64, e = 0x3C00 : f32, f = -1.0e-2 : f16} : () -> ()
  return
}
