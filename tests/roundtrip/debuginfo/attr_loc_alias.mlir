// a location used as an attribute value: mlir-opt prints it through a #loc alias.
"foo.attrs"() {r = loc("file.mlir":3:4), s = loc(unknown)} : () -> ()
func.func @f() attributes {foo.where = loc("a.mlir":1:2)} {
  return
}
