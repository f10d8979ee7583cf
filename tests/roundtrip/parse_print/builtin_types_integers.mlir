// Integer types of assorted widths and signedness, plus index.
func.func private @ints(i1, i2, i3, i7, i8, i13, i16, i32, i64, i128, i1024) -> ()
func.func private @signed(si1, si5, si8, si17, si32, si64) -> si128
func.func private @unsigned(ui1, ui4, ui9, ui16, ui33, ui64) -> ui256
func.func private @idx(index, index) -> (index, i64)

func.func @use_types(%a: i3, %b: si5, %c: ui9) -> (i3, si5, ui9) {
  %x = "foo.opaque_int"(%a, %b, %c) : (i3, si5, ui9) -> i19
  "foo.sink"(%x) : (i19) -> ()
  return %a, %b, %c : i3, si5, ui9
}
