// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// an output assembled from several computed pieces inserted at static offsets (concat-like)
func.func @assemble(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %v: f32) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %z = arith.constant 0.0 : f32
  %base = linalg.fill ins(%z : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %p1e = tensor.empty() : tensor<2x4xf32>
  %p1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x4xf32>) outs(%p1e : tensor<2x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %v : f32
    linalg.yield %y : f32
  } -> tensor<2x4xf32>
  %s1 = tensor.insert_slice %p1 into %base[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
  %p2e = tensor.empty() : tensor<3x4xf32>
  %p2 = linalg.negf ins(%b : tensor<3x4xf32>) outs(%p2e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %s2 = tensor.insert_slice %p2 into %s1[4, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<8x4xf32>
  %p3e = tensor.empty() : tensor<1x4xf32>
  %p3 = linalg.fill ins(%v : f32) outs(%p3e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %s3 = tensor.insert_slice %p3 into %s2[7, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
  return %s3 : tensor<8x4xf32>
}
