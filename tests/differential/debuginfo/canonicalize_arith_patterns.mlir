// FLAGS: -canonicalize --mlir-print-debuginfo
// Ops built by the arith patterns MLIR generates from declarative rules are
// at the matched root fused with the op the matcher records first.
func.func @reassociate(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.addi %a, %c5 : i32
  %m = arith.muli %y, %c3 : i32
  %n = arith.muli %m, %c5 : i32
  %s = arith.subi %c5, %a : i32
  return %b, %n, %s : i32, i32, i32
}

func.func @negations(%x: i32, %y: i32, %f: f32, %g: f32) -> (i32, i32, f32) {
  %m1 = arith.constant -1 : i32
  %p = arith.muli %y, %m1 : i32
  %r = arith.addi %x, %p : i32
  %d = arith.subi %x, %y : i32
  %z = arith.subi %d, %x : i32
  %nf = arith.negf %f : f32
  %ng = arith.negf %g : f32
  %q = arith.mulf %nf, %ng : f32
  return %r, %z, %q : i32, i32, f32
}

func.func @casts(%a: i8, %b: i8, %h: i16) -> (i64, i1, i16, index, i8, bf16) {
  %u = arith.extui %a : i8 to i16
  %s = arith.extsi %u : i16 to i64
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %c = arith.cmpi eq, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i16
  %ub = arith.extui %b : i8 to i16
  %o = arith.ori %ua, %ub : i16
  %e = arith.extsi %a : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %w = arith.extsi %h : i16 to i32
  %c8 = arith.constant 8 : i32
  %sh = arith.shrsi %w, %c8 : i32
  %t = arith.trunci %sh : i32 to i8
  %f = arith.bitcast %h : i16 to f16
  %bf = arith.bitcast %f : f16 to bf16
  return %s, %c, %o, %i, %t, %bf : i64, i1, i16, index, i8, bf16
}

func.func @selects(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32, %p: index, %q: index) -> (i32, i32, i1) {
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  %s = arith.select %nc, %x, %y : i32
  %inner = arith.select %c, %x, %y : i32
  %outer = arith.select %c, %inner, %z : i32
  %lt = arith.cmpi slt, %p, %q : index
  %ge = arith.xori %lt, %true : i1
  return %s, %outer, %ge : i32, i32, i1
}
