// FLAGS: -ownership-based-buffer-deallocation
// an unstructured loop (back edge) carrying a buffer: rejected by the ownership pass
func.func @cfloop(%n: index, %x: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %x : index, memref<2xf32>)
^head(%i: index, %b: memref<2xf32>):
  %lt = arith.cmpi ult, %i, %n : index
  cf.cond_br %lt, ^body, ^exit
^body:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %b, %a : memref<2xf32> to memref<2xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %a : index, memref<2xf32>)
^exit:
  return %b : memref<2xf32>
}
