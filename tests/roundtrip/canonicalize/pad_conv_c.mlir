// FLAGS: -canonicalize
// same-padding convolution: tensor.pad feeding a conv, and the padded tensor reused
func.func @same_conv(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>) -> (tensor<1x6x6x4xf32>, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x6x6x2xf32> to tensor<1x8x8x2xf32>
  %o = tensor.empty() : tensor<1x6x6x4xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%padded, %w : tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) outs(%of : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %corner = tensor.extract %padded[%c0, %c0, %c0, %c0] : tensor<1x8x8x2xf32>
  return %r, %corner : tensor<1x6x6x4xf32>, f32
}
