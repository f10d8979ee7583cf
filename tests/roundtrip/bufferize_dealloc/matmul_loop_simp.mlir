// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// repeated matmul in a loop reusing the output, with a conflicting read of the previous value
func.func @power(%m: tensor<4x4xf32>, %n: index) -> (tensor<4x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %m) -> (tensor<4x4xf32>) {
    %e = tensor.empty() : tensor<4x4xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    %p = linalg.matmul ins(%acc, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %p : tensor<4x4xf32>
  }
  %v = tensor.extract %m[%c0, %c0] : tensor<4x4xf32>
  return %r, %v : tensor<4x4xf32>, f32
}
