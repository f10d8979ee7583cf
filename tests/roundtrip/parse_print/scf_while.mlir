// scf.while with differing before/after types and scf.condition.
func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %res = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %res : i32
}

func.func @while_types(%init: f32, %limit: index) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%a = %c0, %b = %init) : (index, f32) -> (f32, index) {
    %cond = arith.cmpi ult, %a, %limit : index
    scf.condition(%cond) %b, %a : f32, index
  } do {
  ^bb0(%f: f32, %idx: index):
    %one = arith.constant 1 : index
    %n = arith.addi %idx, %one : index
    scf.yield %n, %f : index, f32
  } attributes {foo.unroll = 2 : i32}
  return %r#1, %r#0 : index, f32
}

func.func @while_no_args() {
  scf.while : () -> () {
    %c = "foo.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "foo.work"() : () -> ()
    scf.yield
  }
  return
}
