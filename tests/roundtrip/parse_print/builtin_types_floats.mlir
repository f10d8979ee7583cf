// Every float flavour mlir-opt 22 accepts as a builtin type.
func.func private @standard(f16, bf16, f32, f64, f80, f128, tf32) -> ()
func.func private @fp8(f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU) -> ()
func.func private @small(f4E2M1FN, f6E2M3FN, f6E3M2FN) -> ()

func.func @float_values() {
  %0 = "foo.make"() : () -> f8E5M2
  %1 = "foo.make"() : () -> f8E4M3FN
  %2 = "foo.make"() : () -> tf32
  %3 = "foo.make"() : () -> f80
  %4 = "foo.make"() : () -> f4E2M1FN
  "foo.sink"(%0, %1, %2, %3, %4) : (f8E5M2, f8E4M3FN, tf32, f80, f4E2M1FN) -> ()
  return
}
