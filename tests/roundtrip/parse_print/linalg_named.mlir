// Named structured ops on tensors and memrefs.
func.func @named_tensor(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %f: f32) -> tensor<4x16xf32> {
  %z = linalg.fill ins(%f : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  %mv = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<f32>
  %dot = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<f32>) -> tensor<f32>
  %cp = linalg.copy ins(%mm : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  "foo.keep"(%mv, %dot) : (tensor<4xf32>, tensor<f32>) -> ()
  return %cp : tensor<4x16xf32>
}

func.func @named_memref(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>, %x: memref<?x?xf32>, %y: memref<?x?xf32>, %z: memref<?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  linalg.matmul ins(%x, %y : memref<?x?xf32>, memref<?x?xf32>) outs(%z : memref<?x?xf32>)
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%z : memref<?x?xf32>)
  linalg.copy ins(%x : memref<?x?xf32>) outs(%y : memref<?x?xf32>)
  return
}

func.func @conv_pool(%in: tensor<1x16x16x3xf32>, %flt: tensor<3x3x3x8xf32>, %out: tensor<1x7x7x8xf32>, %win: tensor<2x2xf32>, %pout: tensor<1x8x8x3xf32>, %min: memref<1x16x16x3xf32>, %mflt: memref<3x3x3x8xf32>, %mout: memref<1x14x14x8xf32>) -> (tensor<1x7x7x8xf32>, tensor<1x8x8x3xf32>) {
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %flt : tensor<1x16x16x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  linalg.conv_2d_nhwc_hwcf ins(%min, %mflt : memref<1x16x16x3xf32>, memref<3x3x3x8xf32>) outs(%mout : memref<1x14x14x8xf32>)
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 2]> : vector<2xi64>} ins(%in, %win : tensor<1x16x16x3xf32>, tensor<2x2xf32>) outs(%pout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %psum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %win : tensor<1x16x16x3xf32>, tensor<2x2xf32>) outs(%pool : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %conv, %psum : tensor<1x7x7x8xf32>, tensor<1x8x8x3xf32>
}
