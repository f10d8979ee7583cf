// FLAGS: -eliminate-empty-tensors -one-shot-bufferize="bufferize-function-boundaries"
// eliminate-empty-tensors: a tensor.empty filled and inserted into a slice of the destination is
// replaced by the slice, so no allocation remains; one whose result is also read elsewhere stays.
func.func @into_slice(%dst: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %dst[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
func.func @loop_tiles(%dst: tensor<16xf32>, %src: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%d = %dst) -> tensor<16xf32> {
    %s = tensor.extract_slice %src[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    } -> tensor<4xf32>
    %n = tensor.insert_slice %g into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
