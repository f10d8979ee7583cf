// FLAGS: -canonicalize
// private helpers called from a public entry; one returns its argument, one writes in place
func.func private @scale_in_place(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func private @passthrough(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
func.func private @peek(%t: tensor<8xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<8xf32>
  return %v : f32
}
func.func @entry(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, f32, f32) {
  %c3 = arith.constant 3 : index
  %p = call @passthrough(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %before = call @peek(%p, %c3) : (tensor<8xf32>, index) -> f32
  %y = call @scale_in_place(%p, %s) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %after = call @peek(%x, %c3) : (tensor<8xf32>, index) -> f32
  return %y, %before, %after : tensor<8xf32>, f32, f32
}
