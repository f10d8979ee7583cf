// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// each loop iteration computes a tile into a fresh tensor and materializes it into an output slice
func.func @tiles_to_out(%x: tensor<4x8xf32>, %out: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%o = %out) -> (tensor<4x8xf32>) {
    %row = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %e = tensor.empty() : tensor<8xf32>
    %sq = linalg.mul ins(%row, %row : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %dst = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %m = bufferization.materialize_in_destination %sq in %dst : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %ins = tensor.insert_slice %m into %o[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %ins : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
