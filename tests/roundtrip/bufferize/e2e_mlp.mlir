// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// End-to-end tensor program: a two-layer perceptron (matmul, bias broadcast, relu) through calls.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @layer(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4xf32>) outs(%mm : tensor<2x4xf32>) {
  ^bb0(%bias: f32, %acc_v: f32):
    %s = arith.addf %acc_v, %bias : f32
    %relu = arith.maximumf %s, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @head(%h: tensor<2x4xf32>, %w: tensor<4x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%h, %w : tensor<2x4xf32>, tensor<4x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %mm : tensor<2x2xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, -2.0, 3.0], [0.5, 1.5, -1.0]]> : tensor<2x3xf32>
  %w1 = arith.constant dense<[[1.0, 0.0, -1.0, 2.0], [0.5, 1.0, 0.0, -1.0], [0.0, 2.0, 1.0, 1.0]]> : tensor<3x4xf32>
  %b1 = arith.constant dense<[0.5, -1.0, 0.0, 2.0]> : tensor<4xf32>
  %w2 = arith.constant dense<[[1.0, -1.0], [2.0, 0.0], [0.0, 1.0], [-1.0, 0.5]]> : tensor<4x2xf32>
  %h = call @layer(%x, %w1, %b1) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %y = call @head(%h, %w2) : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  %hu = tensor.cast %h : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%hu) : (tensor<*xf32>) -> ()
  %yu = tensor.cast %y : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  return
}
