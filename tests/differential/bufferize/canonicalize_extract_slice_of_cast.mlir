// FLAGS: -canonicalize
// A slice of a cast that only forgets static sizes slices the cast's source
// instead; the forall whose shared output was such a cast ends up slicing its
// static block argument. A slice that would leave the source's bounds keeps
// the cast.
func.func @plain(%t: tensor<4xf32>, %i: index) -> tensor<2xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = tensor.extract_slice %c[%i] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func @out_of_bounds(%t: tensor<4xf32>) -> tensor<2xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = tensor.extract_slice %c[3] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func @forall(%v: f32) -> tensor<?xf32> {
  %n = arith.constant 4 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<?xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
