// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
func.func @switch(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: i32, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.switch %i : i32, [
    default: ^a(%t : tensor<4xf32>),
    0: ^b(%u : tensor<4xf32>),
    1: ^c
  ]
^a(%x: tensor<4xf32>):
  %x2 = tensor.insert %f into %x[%c0] : tensor<4xf32>
  cf.br ^m(%x2 : tensor<4xf32>)
^b(%y: tensor<4xf32>):
  cf.br ^m(%y : tensor<4xf32>)
^c:
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^m(%z : tensor<4xf32>)
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
func.func @switch_loop(%t: tensor<?xf32>, %k: i32, %f: f32, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  cf.switch %k : i32, [
    default: ^exit(%t : tensor<?xf32>),
    3: ^body(%t : tensor<?xf32>)
  ]
^body(%x: tensor<?xf32>):
  %y = tensor.insert %f into %x[%n] : tensor<?xf32>
  cf.br ^exit(%y : tensor<?xf32>)
^exit(%r: tensor<?xf32>):
  %z = tensor.extract %t[%c0] : tensor<?xf32>
  %w = tensor.insert %z into %r[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}
