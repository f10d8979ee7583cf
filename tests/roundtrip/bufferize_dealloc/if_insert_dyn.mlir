// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// scf.if with both branches inserting into the same tensor argument, the original read afterwards
func.func @branchy(%c: i1, %t: tensor<4xi32>, %v: i32) -> (tensor<4xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.if %c -> (tensor<4xi32>) {
    %a = tensor.insert %v into %t[%c0] : tensor<4xi32>
    scf.yield %a : tensor<4xi32>
  } else {
    %b = tensor.insert %v into %t[%c2] : tensor<4xi32>
    scf.yield %b : tensor<4xi32>
  }
  %old = tensor.extract %t[%c0] : tensor<4xi32>
  return %r, %old : tensor<4xi32>, i32
}
