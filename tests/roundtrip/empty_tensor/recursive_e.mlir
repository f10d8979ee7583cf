// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// a recursive function over a tensor plus a caller that keeps using its argument
func.func @rec(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %t2 = tensor.insert %y into %t[%c0] : tensor<4xf32>
    %rr = func.call @rec(%t2, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %rr : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @user(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = func.call @rec(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
