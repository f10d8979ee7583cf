// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// A block argument whose buffer type depends on itself around a loop: the
// function reports it, then the op whose rewrite asked for it fails too.
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
