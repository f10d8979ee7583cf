// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries"
func.func @n(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %f: f32) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e2 : tensor<8x4xf32>) permutation = [1, 0]
  %c = linalg.copy ins(%b : tensor<8x4xf32>) outs(%t : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %r = linalg.reduce ins(%m : tensor<4x4xf32>) outs(%e3 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %mp = linalg.map ins(%r, %r : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %m, %c, %mp : tensor<4x4xf32>, tensor<8x4xf32>, tensor<4xf32>
}
