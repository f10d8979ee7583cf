// As aliases_entry_argument_attrs.mlir, with a `distinct` attribute in the
// module: aliases are then found by a separate first printing pass.
func.func @tagged(%x: index {test.map = affine_map<(i) -> (i + 4)>, test.reused = affine_map<(i) -> (i - 4)>}) -> index attributes {test.tag = distinct[0]<"tag">} {
  %r = affine.apply affine_map<(i) -> (i - 4)>(%x)
  return %r : index
}
