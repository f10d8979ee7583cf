// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// 1-d convolution and transposes around a matmul as an ONNX importer would produce
func.func @conv_tr(%x: tensor<1x12x3xf32>, %w: tensor<3x3x5xf32>, %m: tensor<5x10xf32>) -> tensor<10x10xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x10x5xf32>
  %of = linalg.fill ins(%z : f32) outs(%o : tensor<1x10x5xf32>) -> tensor<1x10x5xf32>
  %c = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %w : tensor<1x12x3xf32>, tensor<3x3x5xf32>) outs(%of : tensor<1x10x5xf32>) -> tensor<1x10x5xf32>
  %flat = tensor.collapse_shape %c [[0, 1], [2]] : tensor<1x10x5xf32> into tensor<10x5xf32>
  %mm0 = tensor.empty() : tensor<10x10xf32>
  %mmf = linalg.fill ins(%z : f32) outs(%mm0 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %mm = linalg.matmul ins(%flat, %m : tensor<10x5xf32>, tensor<5x10xf32>) outs(%mmf : tensor<10x10xf32>) -> tensor<10x10xf32>
  %t0 = tensor.empty() : tensor<10x10xf32>
  %tr = linalg.transpose ins(%mm : tensor<10x10xf32>) outs(%t0 : tensor<10x10xf32>) permutation = [1, 0]
  return %tr : tensor<10x10xf32>
}
