// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @fold_consts(%a: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%c3)[%c5]
  %1 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %c3)
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 floordiv 2 + s1 mod 3)>()[%c5, %c5]
  %3 = affine.apply affine_map<() -> (42)>()
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @compose(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 1)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%0, %a)
  %2 = affine.apply affine_map<()[s0] -> (s0 - 2)>()[%1]
  return %2 : index
}

func.func @dups_unused(%a: index, %b: index, %c: index) -> index {
  %0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2 + s0 + s1)>(%a, %b, %a)[%c, %c]
  return %0 : index
}

func.func @in_loop(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 4)>(%i, %m)
    %1 = affine.apply affine_map<(d0) -> (d0 * 3 + 1)>(%0)
    %2 = arith.addi %1, %i : index
    %3 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%2)[%2]
    "test.use"(%3) : (index) -> ()
  }
  return
}

func.func @divmod(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> ((d0 * 4 + 3) floordiv 8)>(%a)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 8) mod 4)>(%a)
  %2 = affine.apply affine_map<(d0) -> ((d0 mod 4) floordiv 4)>(%a)
  %3 = affine.apply affine_map<(d0) -> ((d0 * 4 + 1) mod 2)>(%a)
  %4 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 + d0 - d1 * 3)>(%a, %b)
  %5 = affine.apply affine_map<(d0)[s0] -> ((d0 * 6 + s0 * 4) ceildiv 2 + (d0 mod 3) * 2)>(%a)[%b]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
