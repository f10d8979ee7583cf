// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// a constant table patched in a loop; a second use of the constant stays unpatched
func.func @patched(%n: index, %v: i32) -> (tensor<6xi32>, tensor<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tbl = arith.constant dense<[5, 4, 3, 2, 1, 0]> : tensor<6xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %tbl) -> (tensor<6xi32>) {
    %o = tensor.extract %t[%i] : tensor<6xi32>
    %s = arith.addi %o, %v : i32
    %t2 = tensor.insert %s into %t[%i] : tensor<6xi32>
    scf.yield %t2 : tensor<6xi32>
  }
  return %r, %tbl : tensor<6xi32>, tensor<6xi32>
}
