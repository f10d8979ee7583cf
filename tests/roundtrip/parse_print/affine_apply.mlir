#m = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
func.func @f(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply #m(%a)[%b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 + 3)>()[%a, %b] {foo}
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  %3 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index
  %4 = affine.apply affine_map<() -> (7)>()
  return %0, %1, %2, %3 : index, index, index, index
}
