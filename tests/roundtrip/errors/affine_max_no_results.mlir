// affine.max needs at least one expression to take the maximum of.
#none = affine_map<(d0)[s0] -> ()>
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.max #none(%a)[%b]
  return %0 : index
}
