// FLAGS: -canonicalize
// linalg.reduce and linalg.map, with the input tensor modified after being reduced
func.func @stats(%t: tensor<5x7xf32>, %v: f32) -> (tensor<5xf32>, tensor<7xf32>, tensor<5x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %e5 = tensor.empty() : tensor<5xf32>
  %e7 = tensor.empty() : tensor<7xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %z7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<7xf32>) -> tensor<7xf32>
  %rows = linalg.reduce ins(%t : tensor<5x7xf32>) outs(%z5 : tensor<5xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %cols = linalg.reduce { arith.maximumf } ins(%t : tensor<5x7xf32>) outs(%z7 : tensor<7xf32>) dimensions = [0]
  %sq = linalg.map ins(%t : tensor<5x7xf32>) outs(%t : tensor<5x7xf32>)
    (%x: f32, %unused: f32) {
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    }
  %w = tensor.insert %v into %sq[%c0, %c0] : tensor<5x7xf32>
  return %rows, %cols, %w : tensor<5xf32>, tensor<7xf32>, tensor<5x7xf32>
}
