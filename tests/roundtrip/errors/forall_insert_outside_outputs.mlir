// A parallel insert into a tensor that is not one of the scf.forall's shared outputs is
// reported at the insert itself, with that op as the current operation.
func.func @insert_into_captured(%src: tensor<2xf32>, %init: tensor<8xf32>, %other: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%acc = %init) -> tensor<8xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %other[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
