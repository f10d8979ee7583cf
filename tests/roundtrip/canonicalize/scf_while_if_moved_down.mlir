// FLAGS: -canonicalize
// An scf.if right before scf.condition moves into the after region when its
// condition is the loop's, also when a fold inside the loop makes it so; on
// another condition it stays (the scf.while revisit key records that
// condition).
func.func @condition_folds_to_the_loops(%a: i32, %c: i1) -> i32 {
  %true = arith.constant true
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %w = arith.addi %x, %a : i32
    %d = arith.andi %c, %true : i1
    %y = scf.if %d -> (i32) {
      %z = arith.muli %w, %x : i32
      scf.yield %z : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @another_condition(%a: i32, %c: i1, %e: i1) -> i32 {
  %true = arith.constant true
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %d = arith.andi %e, %true : i1
    %y = scf.if %d -> (i32) {
      %z = arith.muli %x, %x : i32
      scf.yield %z : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}
