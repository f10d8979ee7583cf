// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// generic printing of named linalg ops (hidden region bodies become visible) and of linalg.map.
func.func @g(%a: tensor<2x3xf16>, %b: tensor<3x2xf16>, %c: tensor<2x2xf32>, %s: f32, %m: memref<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf16>, tensor<3x2xf16>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<2x2xf32>)
  %1 = linalg.map { arith.mulf } ins(%0, %0 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>)
  %2 = linalg.reduce { arith.maximumf } ins(%1 : tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) dimensions = []
  return %2 : tensor<2x2xf32>
}
