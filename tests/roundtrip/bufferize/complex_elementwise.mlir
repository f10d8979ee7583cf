// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// Tensors of complex numbers bufferize like any other: a linalg.generic of
// complex ops into a new tensor, then an element read and written back.
#id = affine_map<(d0) -> (d0)>
func.func @rotate(%t: tensor<8xcomplex<f32>>, %w: complex<f32>, %i: index) -> tensor<8xcomplex<f32>> {
  %e = tensor.empty() : tensor<8xcomplex<f32>>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<8xcomplex<f32>>) outs(%e : tensor<8xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %m = complex.mul %x, %w fastmath<fast> : complex<f32>
    %c = complex.conj %m : complex<f32>
    linalg.yield %c : complex<f32>
  } -> tensor<8xcomplex<f32>>
  %z = tensor.extract %r[%i] : tensor<8xcomplex<f32>>
  %a = complex.abs %z : complex<f32>
  %n = complex.create %a, %a : complex<f32>
  %r2 = tensor.insert %n into %r[%i] : tensor<8xcomplex<f32>>
  return %r2 : tensor<8xcomplex<f32>>
}
