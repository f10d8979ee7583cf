// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// forall with two shared outputs, rank-reducing parallel inserts, nested in an outer for
func.func @two_outs(%in: tensor<4x8xf32>, %o1: tensor<4x8xf32>, %o2: tensor<8x4xf32>, %steps: index) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %s = %c0 to %steps step %c1 iter_args(%a = %o1, %b = %o2) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
    %f:2 = scf.forall (%i) in (4) shared_outs(%x = %a, %y = %b) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
      %row = tensor.extract_slice %in[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
      %dst = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
      %sum = linalg.add ins(%row, %dst : tensor<8xf32>, tensor<8xf32>) outs(%dst : tensor<8xf32>) -> tensor<8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %sum into %x[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
        tensor.parallel_insert_slice %row into %y[0, %i] [8, 1] [1, 1] : tensor<8xf32> into tensor<8x4xf32>
      }
    }
    scf.yield %f#0, %f#1 : tensor<4x8xf32>, tensor<8x4xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<8x4xf32>
}
