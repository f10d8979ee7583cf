// Several top-level ops get wrapped in an implicit module; unregistered top-level op.
"foo.top_level"() {order = 1 : i32} : () -> ()
func.func @a() {
  return
}
"foo.top_level"() ({
  "foo.inside"() : () -> ()
}) {order = 2 : i32} : () -> ()
func.func @b(%x: index) -> index {
  return %x : index
}
