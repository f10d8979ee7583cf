// FLAGS: -canonicalize
// affine.min/max: constant folding, dedup, merging, composition, result ordering
func.func @f(%i: index, %n: index, %m: index) -> (index, index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %0 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%n]
  %1 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %n)
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, d0 + 2)>(%i)[%c8]
  %3 = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>(%c3)[%c8]
  %a = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
  %4 = affine.max affine_map<(d0)[s0] -> (d0 + 1, s0)>(%a)[%m]
  %5 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%m]
  %6 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%5)[%n]
  %7 = affine.min affine_map<(d0) -> (d0 mod 4, 3)>(%i)
  return %0, %1, %2, %3, %4, %6, %7 : index, index, index, index, index, index, index
}
func.func @g2(%i: index, %n: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0)[s0] -> (s0)>(%i)[%n]
  %1 = affine.max affine_map<()[s0] -> (s0, s0)>()[%n]
  %2 = affine.min affine_map<(d0) -> (d0 floordiv 4, 10)>(%i)
  %3 = affine.max affine_map<(d0)[s0] -> (d0 floordiv 0, s0)>(%c3)[%n]
  return %0, %1, %2, %3 : index, index, index, index
}
