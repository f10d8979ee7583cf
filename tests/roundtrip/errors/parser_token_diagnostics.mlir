// FLAGS: --split-input-file
// Parser errors worded and placed as mlir-opt's: a prefix character with no name after it
// is the lexer's error at that character, a missing successor is the parser's own error
// (no custom-op prefix), scf.forall's induction variables are an argument list, and an
// entry argument may not reuse a name already bound around its region.
func.func @lone_percent(%a: i32) {
  %0 = arith.addi %a, % : i32
  return
}
// -----
func.func @lone_caret(%c: i1) {
  cf.cond_br %c, ^ , ^bb1
^bb1:
  return
}
// -----
func.func @lone_hash() attributes {k = # } {
  return
}
// -----
func.func @lone_bang(%a: !) {
  return
}
// -----
func.func @value_as_successor(%c: i1, %v: i32) {
  cf.cond_br %c, %v, ^bb1
^bb1:
  return
}
// -----
func.func @forall_without_parens(%t: tensor<8xf32>) {
  %r = scf.forall %i in (8) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  return
}
// -----
func.func @reused_entry_name(%lb: index, %x: f32) {
  %sum = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %lb step %lb iter_args(%sum = %x) -> f32 {
    scf.yield %sum : f32
  }
  return
}
