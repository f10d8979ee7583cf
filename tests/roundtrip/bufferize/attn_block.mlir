// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// scaled dot-product attention head, as a frontend would lower it
#qk_q = affine_map<(b, i, j, d) -> (b, i, d)>
#qk_k = affine_map<(b, i, j, d) -> (b, j, d)>
#qk_o = affine_map<(b, i, j, d) -> (b, i, j)>
#m3 = affine_map<(b, i, j) -> (b, i, j)>
#r3 = affine_map<(b, i, j) -> (b, i)>
func.func @attention(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %scale = arith.constant 0.353553385 : f32
  %e0 = tensor.empty() : tensor<2x4x4xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%f0 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<2x4x4xf32>) outs(%e0 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %scale : f32
    linalg.yield %p : f32
  } -> tensor<2x4x4xf32>
  %e1 = tensor.empty() : tensor<2x4xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mx = linalg.generic {indexing_maps = [#m3, #r3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%scaled : tensor<2x4x4xf32>) outs(%mx0 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %ex = linalg.generic {indexing_maps = [#m3, #r3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scaled, %mx : tensor<2x4x4xf32>, tensor<2x4xf32>) outs(%e0 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<2x4x4xf32>
  %sm0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %sum = linalg.generic {indexing_maps = [#m3, #r3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<2x4x4xf32>) outs(%sm0 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %probs = linalg.generic {indexing_maps = [#r3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x4xf32>) outs(%ex : tensor<2x4x4xf32>) {
  ^bb0(%s: f32, %a: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}
