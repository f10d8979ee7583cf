// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @inner(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  ^b:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
