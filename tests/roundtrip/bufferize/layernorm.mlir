// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// layer normalisation over the last axis with gamma/beta, mean and variance kept as results
#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
#c = affine_map<(i, j) -> (j)>
func.func @layernorm(%in: tensor<3x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> (tensor<3x16xf32>, tensor<3xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 16.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%in : tensor<3x16xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<3xf32>
  %mean = linalg.map { arith.divf } ins(%sum, %sum : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>)
  %var = linalg.generic {indexing_maps = [#x, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%in, %mean : tensor<3x16xf32>, tensor<3xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%a: f32, %m: f32, %b: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %q = arith.divf %sq, %n : f32
    %t = arith.addf %q, %b : f32
    linalg.yield %t : f32
  } -> tensor<3xf32>
  %o = tensor.empty() : tensor<3x16xf32>
  %norm = linalg.generic {indexing_maps = [#x, #r, #r, #c, #c, #x], iterator_types = ["parallel", "parallel"]}
      ins(%in, %mean, %var, %gamma, %beta : tensor<3x16xf32>, tensor<3xf32>, tensor<3xf32>, tensor<16xf32>, tensor<16xf32>) outs(%o : tensor<3x16xf32>) {
  ^bb0(%a: f32, %m: f32, %v: f32, %g: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %y = arith.mulf %d, %rs : f32
    %yg = arith.mulf %y, %g : f32
    %yb = arith.addf %yg, %b : f32
    linalg.yield %yb : f32
  } -> tensor<3x16xf32>
  return %norm, %var : tensor<3x16xf32>, tensor<3xf32>
}
