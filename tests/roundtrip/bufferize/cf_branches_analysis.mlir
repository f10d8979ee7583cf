// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @br(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  cf.cond_br %c, ^a(%t : tensor<8xf32>), ^b(%e : tensor<8xf32>)
^a(%x: tensor<8xf32>):
  %y = tensor.insert %f into %x[%i] : tensor<8xf32>
  cf.br ^c(%y : tensor<8xf32>)
^b(%z: tensor<8xf32>):
  %w = linalg.fill ins(%f : f32) outs(%z : tensor<8xf32>) -> tensor<8xf32>
  cf.br ^c(%w : tensor<8xf32>)
^c(%r: tensor<8xf32>):
  %v = tensor.extract %t[%i] : tensor<8xf32>
  %r2 = tensor.insert %v into %r[%i] : tensor<8xf32>
  return %r2 : tensor<8xf32>
}
