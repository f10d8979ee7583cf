// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -drop-equivalent-buffer-results -buffer-results-to-out-params="hoist-static-allocs modify-public-functions"
// The whole companion pipeline on a tiled computation.
#map = affine_map<(d0) -> (d0)>
func.func private @tile(%t: tensor<64xf32>, %i: index, %s: f32) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %x = tensor.extract_slice %t[%i][16][1] : tensor<64xf32> to tensor<16xf32>
  %g = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %f : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %z = arith.addf %a, %b : f32
    linalg.yield %z : f32
  } -> tensor<16xf32>
  %r = tensor.insert_slice %g into %t[%i][16][1] : tensor<16xf32> into tensor<64xf32>
  return %r : tensor<64xf32>
}
func.func private @make(%s: f32) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %f : tensor<64xf32>
}
func.func @main(%s: f32, %lb: index, %ub: index, %st: index) -> tensor<64xf32> {
  %t = call @make(%s) : (f32) -> tensor<64xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> tensor<64xf32> {
    %n = func.call @tile(%a, %i, %s) : (tensor<64xf32>, index, f32) -> tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
