// FLAGS: -canonicalize
// tensor.parallel_insert_slice takes the source of a cast that only drops
// static sizes (the sizes become static), and constant offsets and sizes.
func.func @src_cast(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (%c4) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    %s = tensor.cast %arg0 : tensor<1x5xf32> to tensor<?x5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [%n, 5] [1, 1] : tensor<?x5xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}
func.func @const_sizes(%arg0: tensor<?x5xf32>, %arg1: tensor<8x5xf32>) -> tensor<8x5xf32> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (%c4) shared_outs(%o = %arg1) -> (tensor<8x5xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %o[%i, 0] [%c2, 5] [1, 1] : tensor<?x5xf32> into tensor<8x5xf32>
    }
  }
  return %r : tensor<8x5xf32>
}
func.func @rank_reducing(%arg0: tensor<5xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (%c4) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    %s = tensor.cast %arg0 : tensor<5xf32> to tensor<?xf32>
    %n = tensor.dim %s, %i : tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}
