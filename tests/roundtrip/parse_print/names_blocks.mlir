// many blocks with predecessor comments, user block names that look generated, block args.
func.func @cfg(%c: i1, %x: i32, %n: index) -> i32 {
  cf.br ^bb3(%x : i32)
^bb3(%bb0: i32):
  cf.cond_br %c, ^bb1(%bb0 : i32), ^bb0
^bb0:
  cf.br ^bb2(%x, %x : i32, i32)
^bb1(%a: i32):
  cf.cond_br %c, ^bb3(%a : i32), ^bb2(%a, %a : i32, i32)
^bb2(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  cf.switch %x : i32, [
    default: ^exit(%s : i32),
    1: ^bb3(%s : i32),
    -7: ^bb0,
    42: ^exit(%p : i32)
  ]
^exit(%r: i32):
  return %r : i32
^unreachable:
  cf.br ^unreachable
}
