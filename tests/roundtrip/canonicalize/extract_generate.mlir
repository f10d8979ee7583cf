// FLAGS: -canonicalize
// tensor.extract of a side-effect free tensor.generate: the body at the indices
func.func @a(%v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %x = tensor.extract %g[%c0] : tensor<?xf32>
  return %x : f32
}
func.func @b(%n: index, %j: index) -> (index, index) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %s = arith.addi %i, %i : index
    %t = arith.muli %s, %n : index
    tensor.yield %t : index
  } : tensor<?xindex>
  %x = tensor.extract %g[%j] : tensor<?xindex>
  %h = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  %y = tensor.extract %h[%j] : tensor<?xindex>
  return %x, %y : index, index
}
func.func @c(%n: index, %j: index, %k: index) -> (index, index) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %s = arith.addi %i, %i : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %x = tensor.extract %g[%j] : tensor<?xindex>
  %y = tensor.extract %g[%k] : tensor<?xindex>
  return %x, %y : index, index
}
