// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// reduction linalg.generic into a 0-d tensor inside a loop, result fed back as the initial value
func.func @red(%t: tensor<?xf32>, %n: index) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<f32>) {
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%t : tensor<?xf32>) outs(%acc : tensor<f32>) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      linalg.yield %x : f32
    } -> tensor<f32>
    scf.yield %s : tensor<f32>
  }
  return %r : tensor<f32>
}
