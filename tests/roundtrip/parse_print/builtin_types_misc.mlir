// complex, tuple, none, function types and nested type constructs.
func.func private @complexes(complex<f32>, complex<f64>, complex<i32>, complex<bf16>) -> complex<f16>
func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, f32, tuple<index, none>>, tuple<tensor<2xf32>, memref<?xi8>>) -> ()
func.func private @nones(none) -> none
func.func private @multi() -> (i32, f32, index)
func.func private @fn_typed(%arg0: (i32) -> (), %arg1: (f32, f32) -> (f32, i1), %arg2: () -> ((i8) -> i8)) -> ()
func.func private @nested(tensor<4xcomplex<f64>>, memref<2xcomplex<f32>>, memref<3xvector<[4]xi8>>, tuple<(i32) -> i32, !foo.thing<"x">>) -> ()
func.func private @dialect_types(!foo.bar, !foo.baz<1, "two", [3]>, !foo<"opaque body">) -> !foo.qux<i32>

func.func @misc_values(%c: complex<f32>, %fn: (i32) -> i32) -> tuple<complex<f32>, none> {
  %n = "foo.none"() : () -> none
  %t = "foo.tuple"(%c, %n) : (complex<f32>, none) -> tuple<complex<f32>, none>
  "foo.call_fn"(%fn) : ((i32) -> i32) -> ()
  return %t : tuple<complex<f32>, none>
}
