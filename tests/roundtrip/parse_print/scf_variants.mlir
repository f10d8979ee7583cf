// scf ops with attribute dictionaries, index_switch, while with different before/after types.
func.func @scf(%lb: index, %ub: index, %c: i1, %x: i32, %t: tensor<4xf32>) -> i32 {
  scf.for %i = %lb to %ub step %lb {
  } {loop_tag = "outer"}
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %t) -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } {unroll = 2 : i64}
  scf.if %c {
  } {note}
  %s = scf.index_switch %lb -> i32
  case 0 {
    scf.yield %x : i32
  }
  case 5 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %ub
  default {
  }
  %w:2 = scf.while (%p = %x, %q = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%q) %q, %p : i1, i32
  } do {
  ^bb0(%m: i1, %n: i32):
    scf.yield %n, %m : i32, i1
  } attributes {while_attr = 1 : i32}
  %e:2 = scf.execute_region -> (i32, tensor<4xf32>) no_inline {
    scf.yield %x, %r : i32, tensor<4xf32>
  }
  "foo.use"(%w#0, %e#1) : (i1, tensor<4xf32>) -> ()
  return %s : i32
}
