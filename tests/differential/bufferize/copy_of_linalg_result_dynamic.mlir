// FLAGS: -one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// A new buffer for a linalg result of dynamic size takes its size from the
// op's reified shape: a dim of every operand is made (the unused ones stay),
// and the size comes from the first operand that sizes the loop, here the
// input (through the cast it only weakens); a fill's loop is sized by its
// init, which then gets a dim of its own.
func.func @f(%n: index, %v: f32) -> (tensor<?xf32>, f32) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %c = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %g2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%g : tensor<?xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %v : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %f2 = linalg.fill ins(%v : f32) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %g[%c0] : tensor<?xf32>
  %y = tensor.extract %f[%c0] : tensor<?xf32>
  %z = arith.addf %x, %y : f32
  %w = arith.addf %z, %z : f32
  return %g2, %w : tensor<?xf32>, f32
}
