// FLAGS: --allow-unregistered-dialect -canonicalize
// scf.while canonicalizations: invariant arguments and yields, condition
// truth, compare folding, unused and duplicated results, argument order.
func.func @invariant_before_arg(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "foo.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "foo.step"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r#0 : i32
}

func.func @invariant_yielded(%a: i32, %k: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %k : i32, f32
  } do {
  ^bb0(%p: i32, %f: f32):
    %n = "foo.step"(%p, %f) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @condition_truth(%a: i1) -> i1 {
  %r:2 = scf.while (%x = %a) : (i1) -> (i1, i1) {
    %c = "foo.cond"(%x) : (i1) -> i1
    scf.condition(%c) %c, %x : i1, i1
  } do {
  ^bb0(%p: i1, %q: i1):
    %n = "foo.step"(%p, %q) : (i1, i1) -> i1
    scf.yield %n : i1
  }
  return %r#1 : i1
}

func.func @cmp_cond(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %again = arith.cmpi slt, %j, %n : i32
    %ge = arith.cmpi sge, %j, %n : i32
    "foo.use"(%again, %ge) : (i1, i1) -> ()
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @unused_result(%a: i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "foo.cond"(%x) : (i32) -> i1
    %w = "foo.wide"(%x) : (i32) -> i64
    scf.condition(%c) %x, %w : i32, i64
  } do {
  ^bb0(%p: i32, %q: i64):
    %n = "foo.step"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

func.func @duplicated_results(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%x) : (i32) -> i1
    %v = "foo.val"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "foo.step"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @unused_before_arg(%a: i32, %b: f32) -> i32 {
  %r = scf.while (%x = %a, %unused = %b) : (i32, f32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "foo.step"(%p) : (i32) -> i32
    %f = "foo.f"() : () -> f32
    scf.yield %n, %f : i32, f32
  }
  return %r : i32
}

func.func @align_args(%a: i32, %b: i64) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "foo.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n:2 = "foo.step"(%p, %q) : (i64, i32) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

func.func @move_if_down(%a: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "foo.cond"(%x) : (i32) -> i1
    %v = "foo.v"(%x) : (i32) -> i32
    %i = scf.if %c -> (i32) {
      %t = "foo.then"(%v, %k) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: i32):
    %n = "foo.step"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
