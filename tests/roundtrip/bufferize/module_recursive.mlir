// FLAGS: -one-shot-bufferize="bufferize-function-boundaries "
func.func @rec(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cond = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %cond -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %f = arith.constant 1.0 : f32
    %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
    %x = func.call @rec(%w, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
