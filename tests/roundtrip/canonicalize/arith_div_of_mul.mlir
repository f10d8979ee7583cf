// FLAGS: -canonicalize
// A product divided by one of its factors is the other factor when the
// product cannot wrap in the division's signedness: nsw for divsi, nuw for
// divui; ceildivsi and a plain muli keep their division.
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %m1 = arith.muli %a, %b overflow<nsw> : i32
  %d1 = arith.divsi %m1, %b : i32
  %d2 = arith.divsi %m1, %a : i32
  %m2 = arith.muli %a, %b overflow<nuw> : i32
  %d3 = arith.divui %m2, %b : i32
  %d4 = arith.divsi %m2, %b : i32
  %m3 = arith.muli %a, %b : i32
  %d5 = arith.divui %m3, %b : i32
  %m4 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %d6 = arith.ceildivsi %m4, %b : i32
  return %d1, %d2, %d3, %d4, %d5, %d6 : i32, i32, i32, i32, i32, i32
}
