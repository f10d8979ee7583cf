// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// depthwise conv + sum pooling + matvec classifier head
func.func @dw(%img: tensor<1x6x6x4xf32>, %k: tensor<3x3x4xf32>, %fc: tensor<3x4xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x4x4x4xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%img, %k : tensor<1x6x6x4xf32>, tensor<3x3x4xf32>) outs(%of : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %win = tensor.empty() : tensor<4x4xf32>
  %p = tensor.empty() : tensor<1x1x1x4xf32>
  %pf = linalg.fill ins(%zero : f32) outs(%p : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %pool = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%c, %win : tensor<1x4x4x4xf32>, tensor<4x4xf32>) outs(%pf : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %flat = tensor.collapse_shape %pool [[0, 1, 2, 3]] : tensor<1x1x1x4xf32> into tensor<4xf32>
  %r = tensor.empty() : tensor<3xf32>
  %rf = linalg.fill ins(%zero : f32) outs(%r : tensor<3xf32>) -> tensor<3xf32>
  %mv = linalg.matvec ins(%fc, %flat : tensor<3x4xf32>, tensor<4xf32>) outs(%rf : tensor<3xf32>) -> tensor<3xf32>
  return %mv : tensor<3xf32>
}
