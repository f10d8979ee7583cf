// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// scf.while over a tensor, each trip producing a new tensor through linalg.generic
func.func @halve(%t: tensor<8xf32>, %eps: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %half = arith.constant 0.5 : f32
  %r = scf.while (%x = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %v = tensor.extract %x[%c0] : tensor<8xf32>
    %go = arith.cmpf ogt, %v, %eps : f32
    scf.condition(%go) %x : tensor<8xf32>
  } do {
  ^bb0(%y: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    scf.yield %g : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
