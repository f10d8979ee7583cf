// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// scf.if yielding one of two arguments: the result may alias both, so writing it while either
// argument is still read conflicts; yielding the same value in both branches is equivalent.
func.func @pick_write(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  return %w, %x, %y : tensor<4xf32>, f32, f32
}
func.func @same(%c: i1, %a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
