// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// An scf.while that swaps its two tensor iter_args each trip (yields are not equivalent to the
// block arguments), with allow-return-allocs-from-loops and the deallocation pipeline.
func.func @ping_pong(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: i32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r:3 = scf.while (%x = %a, %y = %b, %k = %c0) : (tensor<4xf32>, tensor<4xf32>, i32) -> (tensor<4xf32>, tensor<4xf32>, i32) {
    %go = arith.cmpi slt, %k, %n : i32
    scf.condition(%go) %x, %y, %k : tensor<4xf32>, tensor<4xf32>, i32
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %k: i32):
    %e = tensor.extract %x[%i0] : tensor<4xf32>
    %e1 = arith.addf %e, %one : f32
    %x1 = tensor.insert %e1 into %x[%i0] : tensor<4xf32>
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %y, %x1, %k1 : tensor<4xf32>, tensor<4xf32>, i32
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
