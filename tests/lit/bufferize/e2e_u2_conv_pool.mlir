// End-to-end tensor program: conv_2d_nhwc_hwcf + bias + relu + max pooling, input from a splat constant
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
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
func.func @main() {
  %img = arith.constant dense<0.5> : tensor<1x10x10x3xf32>
  %f = arith.constant dense<0.25> : tensor<3x3x3x8xf32>
  %b = arith.constant dense<[-1.0, 0.0, 1.0, -2.0, 2.0, -3.0, 0.5, -0.5]> : tensor<8xf32>
  %r = call @block(%img, %f, %b) : (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32>
  %s = tensor.extract_slice %r[0, 0, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : tensor<1x4x4x8xf32> to tensor<2x8xf32>
  %u0 = tensor.cast %s : tensor<2x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}
