// FLAGS: -cse
// A commutative op whose operands are the same values in another order is a
// duplicate; a non-commutative one is not, and nested ops are compared in
// order (only the op being looked up is treated as commutative).
func.func @swapped(%p: i64, %q: i64, %r: f32, %s: f32) -> (i64, i64, f32, f32, i64, i64, i64, i64) {
  %sum1 = arith.addi %p, %q : i64
  %sum2 = arith.addi %q, %p : i64
  %prod1 = arith.mulf %r, %s : f32
  %prod2 = arith.mulf %s, %r : f32
  %diff1 = arith.subi %p, %q : i64
  %diff2 = arith.subi %q, %p : i64
  %max1 = arith.maxsi %p, %q : i64
  %max2 = arith.maxsi %q, %p : i64
  return %sum1, %sum2, %prod1, %prod2, %diff1, %diff2, %max1, %max2 : i64, i64, f32, f32, i64, i64, i64, i64
}

func.func @three_way(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %x = arith.andi %a, %b : i32
  %y = arith.andi %b, %a : i32
  %z = arith.andi %a, %a : i32
  return %x, %y, %z : i32, i32, i32
}
