// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %t : index, tensor<?xf32>)
^head(%i: index, %acc: tensor<?xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body(%acc : tensor<?xf32>), ^exit
^body(%x: tensor<?xf32>):
  %y = tensor.insert %f into %x[%i] : tensor<?xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %y : index, tensor<?xf32>)
^exit:
  return %acc : tensor<?xf32>
}
func.func @layouts(%t: tensor<8xf32>, %c: i1, %f: f32) -> f32 {
  %e = bufferization.alloc_tensor() : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<8xf32> to tensor<8xf32>
  cf.cond_br %c, ^a(%e : tensor<8xf32>), ^a(%s : tensor<8xf32>)
^a(%x: tensor<8xf32>):
  %v = tensor.extract %x[%c0] : tensor<8xf32>
  return %v : f32
}
func.func @diamond(%t: tensor<4xf32>, %c: i1, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %x = tensor.insert %f into %t[%c0] : tensor<4xf32>
  cf.br ^m(%x : tensor<4xf32>)
^b:
  cf.br ^m(%t : tensor<4xf32>)
^m(%r: tensor<4xf32>):
  return %r, %t : tensor<4xf32>, tensor<4xf32>
}
