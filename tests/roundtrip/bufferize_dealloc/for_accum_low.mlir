// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// tensor accumulation loop writing with tensor.insert and a fresh tensor.empty each step
func.func @accum(%n: index, %t: tensor<6xf32>) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<6xf32>) {
    %e = tensor.empty() : tensor<6xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    %s = linalg.add ins(%acc, %f : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    scf.yield %s : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
