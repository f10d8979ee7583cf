// The 'after' region of scf.while ends with scf.condition where scf.yield belongs: the error
// notes the op that ends the region.
func.func @f(%n: i32) -> i32 {
  %r = scf.while (%a = %n) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %t = arith.constant true
    scf.condition(%t) %b : i32
  }
  return %r : i32
}
