// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @inner(%t: tensor<4xf32>, %c: i1, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
  ^a:
    %x = tensor.insert %f into %t[%c0] : tensor<4xf32>
    cf.br ^b(%x : tensor<4xf32>)
  ^b(%y: tensor<4xf32>):
    scf.yield %y : tensor<4xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @inner2(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e0 = tensor.empty() : tensor<4xf32>
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
  ^a:
    %x = linalg.fill ins(%f : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    cf.br ^b(%x : tensor<4xf32>)
  ^b(%y: tensor<4xf32>):
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
