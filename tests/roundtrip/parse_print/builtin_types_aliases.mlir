// Type aliases: used, unused, and nested in other aliases.
!f = f32
!vec = vector<4x!f>
!mat = tensor<?x?xf32, "enc">
!buf = memref<16xf32, strided<[1], offset: ?>, 1>
!pair = tuple<!vec, !mat>
!unused = i64
!dialect = !foo.widget<"a", 3>

func.func @aliased(%a: !vec, %b: !mat, %c: !buf) -> !pair {
  %p = "foo.pack"(%a, %b) : (!vec, !mat) -> !pair
  "foo.touch"(%c) : (!buf) -> ()
  %d = "foo.other"() : () -> !dialect
  return %p : !pair
}
