// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// Without allow-return-allocs-from-loops, a while loop whose yielded tensors are not equivalent
// to its iter_args is rejected.
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: i32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.while (%x = %a, %y = %b, %k = %c0) : (tensor<4xf32>, tensor<4xf32>, i32) -> (tensor<4xf32>, tensor<4xf32>, i32) {
    %go = arith.cmpi slt, %k, %n : i32
    scf.condition(%go) %x, %y, %k : tensor<4xf32>, tensor<4xf32>, i32
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %k: i32):
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %y, %x, %k1 : tensor<4xf32>, tensor<4xf32>, i32
  }
  return %r#0 : tensor<4xf32>
}
