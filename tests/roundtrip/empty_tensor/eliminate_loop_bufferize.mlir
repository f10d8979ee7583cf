// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries
#map = affine_map<(d0) -> (d0)>
func.func @loop(%t: tensor<64xf32>, %lb: index, %ub: index, %st: index) -> tensor<64xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> tensor<64xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %c = arith.constant 2.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%f : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.mulf %x, %x : f32
      linalg.yield %z : f32
    } -> tensor<8xf32>
    %n = tensor.insert_slice %g into %a[%i][8][1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
func.func @outside(%t: tensor<64xf32>, %lb: index, %ub: index, %st: index) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> tensor<64xf32> {
    %c = arith.constant 2.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %n = tensor.insert_slice %f into %a[%i][8][1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
func.func @iter(%t: tensor<64xf32>, %lb: index, %ub: index, %st: index, %j: index) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %e) -> tensor<8xf32> {
    %c = arith.constant 2.0 : f32
    %f = linalg.fill ins(%c : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %f : tensor<8xf32>
  }
  %n = tensor.insert_slice %r into %t[%j][8][1] : tensor<8xf32> into tensor<64xf32>
  return %n : tensor<64xf32>
}
