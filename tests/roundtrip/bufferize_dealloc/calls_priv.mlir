// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// private tensor helpers called from public functions, results returned and reused
func.func private @make(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func private @bump(%t: tensor<?xf32>, %i: index) -> tensor<?xf32> {
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %y = arith.addf %x, %x : f32
  %r = tensor.insert %y into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @top(%n: index, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = call @make(%n, %v) : (index, f32) -> tensor<?xf32>
  %b = call @bump(%a, %c0) : (tensor<?xf32>, index) -> tensor<?xf32>
  %x = tensor.extract %a[%c0] : tensor<?xf32>
  return %b, %x : tensor<?xf32>, f32
}
