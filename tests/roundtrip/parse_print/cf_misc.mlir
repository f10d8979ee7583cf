// cf.assert, switch with no cases, unreachable blocks and self loops.
func.func @asserting(%ok: i1, %x: i64) -> i64 {
  cf.assert %ok, "value must be \"valid\" here"
  cf.switch %x : i64, [
    default: ^bb3
  ]
^bb1:
  cf.br ^bb1
^bb2(%dead: i64):
  cf.br ^bb3
^bb3:
  return %x : i64
}

func.func @switch_index_args(%flag: i8, %a: i64, %b: i64) -> i64 {
  cf.switch %flag : i8, [
    default: ^bb1(%a : i64),
    3: ^bb1(%b : i64),
    4: ^bb2(%a, %b : i64, i64),
    127: ^bb2(%b, %a : i64, i64)
  ]
^bb1(%s: i64):
  return %s : i64
^bb2(%p: i64, %q: i64):
  %sum = arith.addi %p, %q : i64
  cf.br ^bb1(%sum : i64)
}

func.func @forward_refs(%c: i1) -> i32 {
  cf.br ^def
^use:
  %sum = arith.addi %later, %later : i32
  cf.cond_br %c weights([3, 5]), ^exit(%sum : i32), ^exit(%later : i32)
^def:
  %later = "foo.produce"() : () -> i32
  cf.br ^use
^exit(%r: i32):
  return %r : i32
}
