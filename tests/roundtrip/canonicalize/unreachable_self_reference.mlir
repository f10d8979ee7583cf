// FLAGS: -canonicalize
// Blocks no path reaches from the entry are dropped. Before that, merging
// the loop's blocks makes the addition its own operand, and reassociating
// its constant would go on forever; the worklist run stops and the blocks
// go.
func.func @dead_loop(%n: index, %b: i1) -> index {
  %c1 = arith.constant 1 : index
  return %n : index
^head(%i: index):
  cf.cond_br %b, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
