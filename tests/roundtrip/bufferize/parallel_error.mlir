// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @parallel(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%t) -> tensor<4xf32> {
    scf.reduce(%t : tensor<4xf32>) {
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      scf.reduce.return %a : tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
