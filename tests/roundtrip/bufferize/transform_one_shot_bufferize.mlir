// FLAGS: --transform-interpreter
// A script bufferizes the whole module across function boundaries with an
// identity layout on the boundaries; the script's own module is left as it is.
func.func @scale(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @caller(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.constant 2.0 : f32
  %r = call @scale(%t, %c) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %done = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %root
        {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
