// End-to-end tensor program: layer normalisation with gamma/beta; the variance is returned too
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
#c = affine_map<(i, j) -> (j)>
func.func @layernorm(%in: tensor<2x4xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 4.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%in : tensor<2x4xf32>) outs(%acc : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2xf32>
  %mean = linalg.map { arith.divf } ins(%sum, %sum : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>)
  %var = linalg.generic {indexing_maps = [#x, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%in, %mean : tensor<2x4xf32>, tensor<2xf32>) outs(%acc : tensor<2xf32>) {
  ^bb0(%a: f32, %m: f32, %b: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %q = arith.divf %sq, %n : f32
    %t = arith.addf %q, %b : f32
    linalg.yield %t : f32
  } -> tensor<2xf32>
  %o = tensor.empty() : tensor<2x4xf32>
  %norm = linalg.generic {indexing_maps = [#x, #r, #r, #c, #c, #x], iterator_types = ["parallel", "parallel"]}
      ins(%in, %mean, %var, %gamma, %beta : tensor<2x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<2x4xf32>) {
  ^bb0(%a: f32, %m: f32, %v: f32, %g: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %y = arith.mulf %d, %rs : f32
    %yg = arith.mulf %y, %g : f32
    %yb = arith.addf %yg, %b : f32
    linalg.yield %yb : f32
  } -> tensor<2x4xf32>
  return %norm, %var : tensor<2x4xf32>, tensor<2xf32>
}
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 6.0]]> : tensor<2x4xf32>
  %g = arith.constant dense<[1.0, 2.0, 1.0, 0.5]> : tensor<4xf32>
  %b = arith.constant dense<[0.0, 1.0, 0.0, -1.0]> : tensor<4xf32>
  %r:2 = call @layernorm(%x, %g, %b) : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2xf32>)
  %u = tensor.cast %r#0 : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
