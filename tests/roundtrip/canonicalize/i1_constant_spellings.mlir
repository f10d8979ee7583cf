// FLAGS: -canonicalize
// `true`, `1 : i1` and `-1 : i1` are one attribute: the constants unique into one,
// as do the two spellings of false, and their uses fold alike.
func.func @spellings(%x: i1) -> (i1, i1, i1, i1, i1, i32, i32) {
  %t = arith.constant true
  %one = arith.constant 1 : i1
  %minus_one = arith.constant -1 : i1
  %f = arith.constant false
  %zero = arith.constant 0 : i1
  %a = arith.andi %x, %one : i1
  %b = arith.ori %x, %zero : i1
  %s = arith.extsi %minus_one : i1 to i32
  %u = arith.extui %one : i1 to i32
  return %t, %one, %minus_one, %a, %f, %s, %u : i1, i1, i1, i1, i1, i32, i32
}

func.func @cse_across_spellings() -> (i1, i1) {
  %p = arith.constant true
  %q = arith.constant 1 : i1
  return %p, %q : i1, i1
}
