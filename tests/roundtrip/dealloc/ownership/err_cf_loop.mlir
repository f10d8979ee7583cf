// FLAGS: -ownership-based-buffer-deallocation
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %t = memref.alloc() : memref<2xf32>
  %ni = arith.addi %i, %c1 : index
  cf.br ^head(%ni : index)
^exit:
  return
}
