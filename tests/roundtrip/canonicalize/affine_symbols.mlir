// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @dim_symbols(%t: tensor<?x4xf32>, %n: index, %true: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %d = tensor.dim %t, %c0 : tensor<?x4xf32>
    %e = memref.dim %m, %c0 : memref<?xf32>
    %0 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2 * 2)>(%d, %i, %e)
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%d]
    %2 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 * 3)>(%i, %d)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
    scf.if %true {
      %3 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %0)
      "test.use"(%3) : (index) -> ()
    }
  }
  memref.dealloc %m : memref<?xf32>
  return
}
func.func @nested_compose(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%a)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 8)>(%0, %1)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 8 + 16)>(%0)
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%2)[%3]
  return %4 : index
}
