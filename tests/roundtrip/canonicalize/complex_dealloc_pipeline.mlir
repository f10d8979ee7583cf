// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// The complex folds inside the deallocation pipeline's canonicalize: the
// value stored is the argument itself, its parts rebuilt.
func.func @f(%z: complex<f32>, %t: tensor<4xcomplex<f32>>, %i: index) -> tensor<4xcomplex<f32>> {
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %c = complex.create %re, %im : complex<f32>
  %n = complex.neg %c : complex<f32>
  %nn = complex.neg %n : complex<f32>
  %s = complex.add %nn, %zero : complex<f32>
  %r = tensor.insert %s into %t[%i] : tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}
