// tensor.empty/extract/insert/dim/rank/cast/from_elements/splat/generate/bitcast.
func.func @basic(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index, %f: f32, %n: index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<4x8xf32>
  %e1 = tensor.empty(%n) : tensor<?x4xf32>
  %e2 = tensor.empty(%n, %i) : tensor<?x2x?xi8>
  %x = tensor.extract %t[%c0, %c1] : tensor<?x4xf32>
  %s = tensor.extract %e0[%i, %i] : tensor<4x8xf32>
  %ins = tensor.insert %f into %t[%i, %c1] : tensor<?x4xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?x4xf32>
  %d1 = tensor.dim %u, %i : tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<?x?xf32>
  %c2 = tensor.cast %u : tensor<*xf32> to tensor<2x4xf32>
  %fe = tensor.from_elements %f, %x, %s, %f : tensor<2x2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %spd = tensor.splat %f[%n] : tensor<?x8xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %v = arith.index_cast %a : index to i32
    tensor.yield %v : i32
  } : tensor<?x3xi32>
  %bc = tensor.bitcast %g : tensor<?x3xi32> to tensor<?x3xf32>
  "foo.keep"(%e1, %e2, %d0, %d1, %r, %c, %c2, %fe, %fe0, %sp, %spd, %bc) : (tensor<?x4xf32>, tensor<?x2x?xi8>, index, index, index, tensor<?x?xf32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<f32>, tensor<4x4xf32>, tensor<?x8xf32>, tensor<?x3xf32>) -> ()
  return %ins : tensor<?x4xf32>
}
