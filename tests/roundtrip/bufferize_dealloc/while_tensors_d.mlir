// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// while loop whose after-region reorders values and whose condition forwards a computed tensor
func.func @collatz_like(%t: tensor<3xi32>, %limit: i32) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %r = scf.while (%cur = %t) : (tensor<3xi32>) -> tensor<3xi32> {
    %x = tensor.extract %cur[%c0] : tensor<3xi32>
    %go = arith.cmpi slt, %x, %limit : i32
    %bumped = tensor.insert %one into %cur[%c0] : tensor<3xi32>
    %sel = arith.select %go, %cur, %bumped : tensor<3xi32>
    scf.condition(%go) %sel : tensor<3xi32>
  } do {
  ^bb0(%arg: tensor<3xi32>):
    %x = tensor.extract %arg[%c0] : tensor<3xi32>
    %y = arith.addi %x, %x : i32
    %n = tensor.insert %y into %arg[%c0] : tensor<3xi32>
    scf.yield %n : tensor<3xi32>
  }
  return %r : tensor<3xi32>
}
