// scf.for with/without iter_args, index and integer induction vars; scf.if forms.
func.func @loops(%lb: index, %ub: index, %step: index, %init: f32, %buf: memref<?xf32>) -> f32 {
  scf.for %i = %lb to %ub step %step {
    "foo.body"(%i) : (index) -> ()
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = memref.load %buf[%i] : memref<?xf32>
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %k = %c0 to %c8 step %c2 iter_args(%a = %c0, %b = %sum) -> (i32, f32) : i32 {
    %a2 = arith.addi %a, %k : i32
    scf.yield %a2, %b : i32, f32
  }
  %u = scf.for unsigned %j = %c0 to %c8 step %c2 iter_args(%z = %c0) -> (i32) : i32 {
    scf.yield %j : i32
  }
  "foo.keep"(%r#0, %u) : (i32, i32) -> ()
  return %r#1 : f32
}

func.func @branches(%c: i1, %x: f32, %y: f32) -> f32 {
  scf.if %c {
    "foo.then_only"() : () -> ()
  }
  scf.if %c {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  }
  %p:2 = scf.if %c -> (f32, i1) {
    scf.yield %y, %c : f32, i1
  } else {
    scf.yield %r, %c : f32, i1
  } {foo.note = "two results"}
  return %p#0 : f32
}
