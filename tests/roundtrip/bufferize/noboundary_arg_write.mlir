// FLAGS: -one-shot-bufferize
// Without function-boundary bufferization, function arguments enter through to_buffer and are
// not writable: writes go to copies; returned tensors leave through to_tensor.
func.func @scale(%t: tensor<4xf32>, %k: f32) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @two_writes(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %b = tensor.insert %v into %t[%c1] : tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
