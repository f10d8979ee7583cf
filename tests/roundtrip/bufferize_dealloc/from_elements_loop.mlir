// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// tensor.from_elements built in a loop and selected against the carried tensor
func.func @fe(%n: index, %c: i1, %t: tensor<2xindex>) -> tensor<2xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<2xindex>) {
    %x = tensor.extract %a[%c0] : tensor<2xindex>
    %y = arith.addi %x, %i : index
    %f = tensor.from_elements %y, %i : tensor<2xindex>
    %s = arith.select %c, %f, %a : tensor<2xindex>
    scf.yield %s : tensor<2xindex>
  }
  return %r : tensor<2xindex>
}
