// The remaining named ops on memrefs, and a memref linalg.generic with library_call.
#ij = affine_map<(i, j) -> (i, j)>
#i = affine_map<(i, j) -> (i)>
func.func @memref_named(%a: memref<4x8xf32>, %x: memref<8xf32>, %y: memref<4xf32>, %s: memref<f32>, %ba: memref<2x4x8xf32>, %bb: memref<2x8x4xf32>, %bc: memref<2x4x4xf32>) {
  linalg.matvec ins(%a, %x : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  linalg.dot ins(%x, %x : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%bc : memref<2x4x4xf32>)
  linalg.generic {indexing_maps = [#ij, #i], iterator_types = ["parallel", "reduction"], library_call = "row_sum", doc = "sum each row"} ins(%a : memref<4x8xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}

func.func @memref_pool(%in: memref<1x8x8x2xf32>, %w: memref<3x3xf32>, %out: memref<1x6x6x2xf32>, %win: memref<1x5x5x2xf32>, %flt: memref<2x2x2x4xf32>, %cout: memref<1x3x3x4xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : memref<1x8x8x2xf32>, memref<3x3xf32>) outs(%out : memref<1x6x6x2xf32>)
  linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : memref<1x8x8x2xf32>, memref<3x3xf32>) outs(%out : memref<1x6x6x2xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%win, %flt : memref<1x5x5x2xf32>, memref<2x2x2x4xf32>) outs(%cout : memref<1x3x3x4xf32>)
  return
}
