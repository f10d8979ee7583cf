// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
// Named linalg ops printed generically: implicit regions are materialized, and the
// verifier's linalg.memoized_indexing_maps attribute shows up in the output.
func.func @named_generic(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %m: memref<4x4xf32>, %f: f32) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<4x4xf32>)
  %2 = linalg.map { arith.negf } ins(%0 : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%2, %0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  "foo.keep"(%1) : (tensor<4xf32>) -> ()
  return %3 : tensor<4x4xf32>
}
