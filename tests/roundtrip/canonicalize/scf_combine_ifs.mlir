// FLAGS: --allow-unregistered-dialect -canonicalize
// Consecutive scf.if ops on the same or negated condition, and nested ifs.
func.func @same_cond_results(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  %r = scf.if %c -> (f32) {
    %x = "foo.t1"() : () -> f32
    scf.yield %x : f32
  } else {
    %y = "foo.e1"() : () -> f32
    scf.yield %y : f32
  }
  %s = scf.if %c -> (f32) {
    %z = arith.addf %r, %a : f32
    scf.yield %z : f32
  } else {
    %w = arith.mulf %r, %b : f32
    scf.yield %w : f32
  }
  return %r, %s : f32, f32
}

func.func @negated_cond(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "foo.a"() : () -> ()
  }
  scf.if %n {
    "foo.b"() : () -> ()
  }
  return
}

func.func @negated_prev(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "foo.a"() : () -> ()
  } else {
    "foo.a2"() : () -> ()
  }
  scf.if %c {
    "foo.b"() : () -> ()
  } else {
    "foo.b2"() : () -> ()
  }
  return
}

func.func @three_in_a_row(%c: i1) {
  scf.if %c {
    "foo.one"() : () -> ()
  }
  scf.if %c {
    "foo.two"() : () -> ()
  } else {
    "foo.two_else"() : () -> ()
  }
  scf.if %c {
    "foo.three"() : () -> ()
  }
  return
}

func.func @nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "foo.inner"() : () -> ()
    }
  }
  return
}

func.func @nested_results(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %i = scf.if %b -> (i32) {
      %v = "foo.v"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nested_upgrade(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    scf.if %b {
      "foo.side"() : () -> ()
    }
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nested_blocked(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "foo.inner"() : () -> ()
    } else {
      "foo.inner_else"() : () -> ()
    }
  }
  return
}
