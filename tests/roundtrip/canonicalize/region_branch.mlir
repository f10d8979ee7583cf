// FLAGS: --allow-unregistered-dialect -canonicalize
// MLIR 22 canonicalizes scf.for/if/while/execute_region/index_switch with the
// shared region-branch patterns: inputs with a single source, duplicate inputs,
// dead inputs removed together with the operands that feed them.
func.func @loop_twins(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %x, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @loop_rotation(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %n = "test.op"(%c) : (i32) -> i32
    scf.yield %b, %a, %n : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @loop_passthrough(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    "test.use"(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @if_same_on_both_sides(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    scf.yield %x, %x, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @if_unused_result(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = "test.op"(%x) : (i32) -> i32
    scf.yield %a, %y : i32, i32
  } else {
    %b = "test.op"(%y) : (i32) -> i32
    scf.yield %x, %b : i32, i32
  }
  return %r#1 : i32
}
func.func @switch_twins(%c: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %c -> i32, i32
  case 1 {
    scf.yield %x, %x : i32, i32
  }
  default {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @switch_unused(%c: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.index_switch %c -> i32, i32
  case 1 {
    scf.yield %x, %y : i32, i32
  }
  default {
    scf.yield %y, %x : i32, i32
  }
  return %r#1 : i32
}
func.func @switch_constant(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.index_switch %c1 -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %y : i32
  }
  %q = scf.index_switch %c9 -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  return %r, %q : i32, i32
}
func.func @region_twins() -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) {
    %z = "test.op"() : () -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_twins(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.while (%k = %c0, %q = %c0, %f = %false, %g = %false) : (i32, i32, i1, i1) -> (i32, i32) {
    %go = arith.cmpi slt, %k, %n : i32
    "test.use"(%f, %g) : (i1, i1) -> ()
    scf.condition(%go) %k, %q : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a1 = arith.addi %a, %b : i32
    scf.yield %a1, %a1, %true, %true : i32, i32, i1, i1
  }
  return %r#0, %r#1 : i32, i32
}
