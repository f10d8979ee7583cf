// FLAGS: --split-input-file -one-shot-bufferize=bufferize-function-boundaries
// affine.for and affine.if have no bufferization model: one carrying or
// yielding a tensor is left unbufferized, which the pass reports. Tensors
// only read inside an affine.for bufferize around it.
func.func @tensor_iter_args(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %r = affine.for %i = 0 to 4 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %u = tensor.insert %f into %acc[%i] : tensor<4xf32>
    affine.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @tensor_if(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) -> tensor<4xf32> {
    affine.yield %t : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    affine.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @tensor_read_in_body(%t: tensor<4xf32>, %f: f32) -> f32 {
  %r = affine.for %i = 0 to 4 iter_args(%acc = %f) -> (f32) {
    %u = tensor.extract %t[%i] : tensor<4xf32>
    %s = arith.addf %u, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}
