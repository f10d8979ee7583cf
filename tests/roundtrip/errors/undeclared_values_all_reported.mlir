// Every use of a name that is never defined is reported once the whole file
// is parsed, in source order, across functions: %c once (at its first use),
// then %d, then %e of the second function.
func.func @a() {
  %0 = "arith.addi"(%c, %d) : (i32, i32) -> i32
  %1 = "arith.addi"(%c, %0) : (i32, i32) -> i32
  return
}
func.func @b() {
  %0 = "arith.addi"(%e, %e) : (i32, i32) -> i32
  return
}
