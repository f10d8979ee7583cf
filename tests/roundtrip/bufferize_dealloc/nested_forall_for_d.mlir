// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// forall over row blocks with an inner sequential scan loop per block
func.func @blocked_scan(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.forall (%b) in (4) shared_outs(%o = %x) -> (tensor<8x16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%b)
    %blk = tensor.extract_slice %o[%off, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    %scanned = scf.for %k = %c1 to %c16 step %c1 iter_args(%acc = %blk) -> (tensor<2x16xf32>) {
      %km1 = arith.subi %k, %c1 : index
      %prev = tensor.extract %acc[%c0, %km1] : tensor<2x16xf32>
      %cur = tensor.extract %acc[%c0, %k] : tensor<2x16xf32>
      %s = arith.addf %prev, %cur : f32
      %w = tensor.insert %s into %acc[%c0, %k] : tensor<2x16xf32>
      scf.yield %w : tensor<2x16xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scanned into %o[%off, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
