// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// conv + bias + relu + max pooling block (NHWC)
func.func @block(%img: tensor<1x10x10x3xf32>, %filt: tensor<3x3x3x8xf32>, %bias: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %low = arith.constant -1.000000e+30 : f32
  %init = tensor.empty() : tensor<1x8x8x8xf32>
  %z = linalg.fill ins(%cst : f32) outs(%init : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %filt : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%z : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bias : tensor<8xf32>) outs(%conv : tensor<1x8x8x8xf32>) {
  ^bb0(%b: f32, %x: f32):
    %s = arith.addf %x, %b : f32
    %r = arith.maximumf %s, %cst : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8x8xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %pinit = tensor.empty() : tensor<1x4x4x8xf32>
  %pz = linalg.fill ins(%low : f32) outs(%pinit : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%act, %window : tensor<1x8x8x8xf32>, tensor<2x2xf32>) outs(%pz : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %pool : tensor<1x4x4x8xf32>
}
