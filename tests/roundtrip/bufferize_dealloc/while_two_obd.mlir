// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// scf.while carrying two tensors, the condition region writes one before forwarding
func.func @w2(%a: tensor<4xi32>, %b: tensor<4xi32>, %lim: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
    %v = tensor.extract %x[%c0] : tensor<4xi32>
    %go = arith.cmpi slt, %v, %lim : i32
    %v1 = arith.addi %v, %one : i32
    %x2 = tensor.insert %v1 into %x[%c0] : tensor<4xi32>
    scf.condition(%go) %x2, %y : tensor<4xi32>, tensor<4xi32>
  } do {
  ^bb0(%p: tensor<4xi32>, %q: tensor<4xi32>):
    scf.yield %q, %p : tensor<4xi32>, tensor<4xi32>
  }
  return %r#1 : tensor<4xi32>
}
