// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// Memref affine ops among bufferized tensor ops, then deallocation and
// the pipeline's canonicalization of the affine.if condition.
func.func @memref_ops(%t: tensor<4xf32>, %m: memref<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  affine.for %i = 0 to 4 {
    %y = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %x, %y : f32
    affine.store %s, %m[%i] : memref<4xf32>
  }
  %v = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    %z = affine.load %m[0] : memref<4xf32>
    affine.yield %z : f32
  }
  %u = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %u : tensor<4xf32>
}
