// A CFG with many predecessors, unreachable blocks, and blocks inside nested regions.
func.func @cfg(%sel: i32, %a: f32, %b: f32, %c: i1) -> f32 {
  cf.switch %sel : i32, [
    default: ^merge(%a : f32),
    1: ^b1,
    2: ^b2,
    3: ^b3,
    4: ^merge(%b : f32)
  ]
^b1:
  cf.br ^merge(%a : f32)
^b2:
  cf.cond_br %c, ^merge(%b : f32), ^b3
^b3:
  %s = arith.addf %a, %b : f32
  cf.br ^merge(%s : f32)
^dead1:
  cf.br ^dead2(%a : f32)
^dead2(%d: f32):
  cf.br ^merge(%d : f32)
^dead3(%e: f32, %g: i1):
  return %e : f32
^merge(%m: f32):
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^in1, ^in2(%m : f32)
  ^in1:
    cf.br ^in2(%a : f32)
  ^in2(%z: f32):
    scf.yield %z : f32
  }
  return %r : f32
}

func.func @empty_entry_chain() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  return
}
