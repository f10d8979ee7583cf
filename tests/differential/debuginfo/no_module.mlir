// Without a written module, the implicit one is at line 0 of the file; ops
// and arguments without `loc(...)` are where their name (or op name) is.
func.func @first(%arg: f32, %other: f32) -> f32 {
  %s = arith.addf %arg, %other : f32
  %m = arith.mulf %s, %s fastmath<fast> : f32
  return %m : f32
}

func.func private @decl(f32) -> f32

func.func @blocks(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^left(%v : i32), ^right
^left(%l: i32):
  cf.br ^join(%l : i32)
^right:
  %k = arith.constant 7 : i32
  cf.br ^join(%k : i32)
^join(%j: i32 loc("join.py":4:4)):
  return %j : i32
}
