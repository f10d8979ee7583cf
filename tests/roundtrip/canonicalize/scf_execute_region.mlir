// FLAGS: --allow-unregistered-dialect -canonicalize
// Multi-block scf.execute_region inlined into the enclosing CFG.
func.func @two_yields(%c: i1, %a: i64) -> i64 {
  "foo.before"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^t, ^e
  ^t:
    %x = "foo.val"() : () -> i64
    scf.yield %x : i64
  ^e:
    scf.yield %a : i64
  }
  "foo.after"(%v) : (i64) -> ()
  return %v : i64
}

func.func @no_results(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^a, ^b
  ^a:
    "foo.a"() : () -> ()
    cf.br ^b
  ^b:
    scf.yield
  }
  return
}

func.func @no_inline_kept(%c: i1) {
  scf.execute_region no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield
  ^b:
    scf.yield
  }
  return
}

func.func @inside_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> index {
      cf.cond_br %c, ^a, ^b
    ^a:
      scf.yield %i : index
    ^b:
      scf.yield %c0 : index
    }
    "foo.use"(%r) : (index) -> ()
  }
  return
}

func.func @nested_regions(%c: i1, %d: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = scf.execute_region -> i32 {
      cf.cond_br %d, ^p, ^q
    ^p:
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    ^q:
      %two = arith.constant 2 : i32
      scf.yield %two : i32
    }
    cf.cond_br %c, ^x, ^y
  ^x:
    scf.yield %s : i32
  ^y:
    %t = "foo.t"(%s) : (i32) -> i32
    scf.yield %t : i32
  }
  return %r : i32
}
