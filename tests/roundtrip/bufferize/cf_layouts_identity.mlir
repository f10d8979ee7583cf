// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
func.func @layouts(%t: tensor<8xf32>, %c: i1, %f: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[%i] [8] [1] : tensor<8xf32> to tensor<8xf32>
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^m(%e : tensor<8xf32>)
^b:
  cf.br ^m(%s : tensor<8xf32>)
^m(%x: tensor<8xf32>):
  %y = tensor.insert %f into %x[%c0] : tensor<8xf32>
  %v = tensor.extract %y[%i] : tensor<8xf32>
  return %v : f32
}
func.func @dyn(%t: tensor<?x4xf32>, %u: tensor<?x4xf32>, %c: i1) -> tensor<?x4xf32> {
  cf.cond_br %c, ^a, ^m(%u : tensor<?x4xf32>)
^a:
  cf.br ^m(%t : tensor<?x4xf32>)
^m(%x: tensor<?x4xf32>):
  return %x : tensor<?x4xf32>
}
