// Unconditional and conditional branches with block arguments, many predecessors.
func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then(%a : i32), ^else
^then(%x: i32):
  cf.br ^join(%x, %cond : i32, i1)
^else:
  %neg = "foo.neg"(%b) : (i32) -> i32
  cf.br ^join(%neg, %cond : i32, i1)
^join(%r: i32, %c: i1):
  cf.cond_br %c, ^exit(%r : i32), ^exit(%b : i32)
^exit(%out: i32):
  return %out : i32
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^done {branch_weights = array<i32: 90, 10>}
^body:
  %acc2 = arith.addi %acc, %i : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %acc2 : index, index)
^done:
  return %acc : index
}

func.func @many_preds(%sel: i32, %v: f32) -> f32 {
  cf.switch %sel : i32, [
    default: ^merge(%v : f32),
    0: ^merge(%v : f32),
    1: ^one,
    -7: ^merge(%v : f32)
  ]
^one:
  %w = "foo.twice"(%v) : (f32) -> f32
  cf.br ^merge(%w : f32)
^merge(%m: f32):
  return %m : f32
}
