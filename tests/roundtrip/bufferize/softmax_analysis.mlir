// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @softmax(%t: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %r = linalg.softmax {tag} dimension(1) ins(%t : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.softmax dimension(0) ins(%r : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u = linalg.softmax dimension(0) ins(%s : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %u, %r : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @softmax_dyn(%t: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %r = linalg.softmax dimension(1) ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
func.func @softmax_loop(%t: tensor<4x8xf32>, %o: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> tensor<4x8xf32> {
    %s = linalg.softmax dimension(0) ins(%t : tensor<4x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
