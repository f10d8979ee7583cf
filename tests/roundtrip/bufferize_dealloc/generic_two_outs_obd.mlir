// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// a linalg.generic with two outputs inside a loop, both carried
func.func @minmax(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %t, %hi = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %g:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<8xf32>) outs(%lo, %hi : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%a: f32, %l: f32, %h: f32):
      %mn = arith.minimumf %a, %l : f32
      %mx = arith.maximumf %a, %h : f32
      linalg.yield %mn, %mx : f32, f32
    } -> (tensor<8xf32>, tensor<8xf32>)
    scf.yield %g#0, %g#1 : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
