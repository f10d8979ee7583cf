// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @lin(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %v: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) permutation = [1, 0]
  %r = linalg.reduce ins(%a : tensor<?x?xf32>) outs(%v : tensor<?xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %br = linalg.broadcast ins(%v : tensor<?xf32>) outs(%c : tensor<?x?xf32>) dimensions = [1]
  %mp = linalg.map { math.exp } ins(%a : tensor<?x?xf32>) outs(%a : tensor<?x?xf32>)
  return %m, %t, %r, %br, %mp : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @ew(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %x = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %y = linalg.exp ins(%b : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %x, %y : tensor<8xf32>, tensor<8xf32>
}
