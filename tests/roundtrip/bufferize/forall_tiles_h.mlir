// FLAGS: -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down"
// scf.forall tiling of a matmul with a fill hoisted into each tile
func.func @mm(%a: tensor<32x16xf32>, %b: tensor<16x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x32xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (32, 32) step (8, 16) shared_outs(%o = %init) -> (tensor<32x32xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [8, 16] [1, 1] : tensor<32x16xf32> to tensor<8x16xf32>
    %sb = tensor.extract_slice %b[0, %j] [16, 16] [1, 1] : tensor<16x32xf32> to tensor<16x16xf32>
    %so = tensor.extract_slice %o[%i, %j] [8, 16] [1, 1] : tensor<32x32xf32> to tensor<8x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%so : tensor<8x16xf32>) -> tensor<8x16xf32>
    %m = linalg.matmul ins(%sa, %sb : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x32xf32>
    }
  }
  return %r : tensor<32x32xf32>
}
