// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// Calls through the whole pipeline: a callee returning a fresh tensor, one returning its updated
// argument, and a caller that composes them and returns one of the results.
func.func private @fresh(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func private @bump(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %y = arith.addf %x, %one : f32
  %r = tensor.insert %y into %t[%c0] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @compose(%n: index, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = call @fresh(%n, %v) : (index, f32) -> tensor<?xf32>
  %b = call @bump(%a) : (tensor<?xf32>) -> tensor<?xf32>
  %c = call @fresh(%n, %v) : (index, f32) -> tensor<?xf32>
  %x = tensor.extract %c[%c0] : tensor<?xf32>
  return %b, %x : tensor<?xf32>, f32
}
