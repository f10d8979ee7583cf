// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries"
func.func @branch(%c: i1, %t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %r = scf.if %c -> (tensor<?xf32>) {
    %x = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}
