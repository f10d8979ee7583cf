// scf.forall mapping attributes (these must implement DeviceMappingAttrInterface,
// so they come from the gpu dialect; unregistered dialect attrs are rejected).
func.func @mapped(%t: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %t) -> (tensor<32x32xf32>) {
    %c8 = arith.constant 8 : index
    %a = arith.muli %i, %c8 : index
    %b = arith.muli %j, %c8 : index
    %s = tensor.extract_slice %o[%a, %b] [8, 8] [1, 1] : tensor<32x32xf32> to tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%a, %b] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<32x32xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  scf.forall (%k) in (128) {
    "foo.lane"(%k) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%w, %z) in (2, 2) {
    "foo.warp"(%w, %z) : (index, index) -> ()
  } {mapping = [#gpu.warp<y>, #gpu.warp<x>]}
  return %r : tensor<32x32xf32>
}
