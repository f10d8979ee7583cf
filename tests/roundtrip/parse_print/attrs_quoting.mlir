// Keys, symbols and op names that need (or do not need) quoting when printed.
func.func @"0starts_with_digit"() {
  return
}
func.func @dotted.name$ok_1() {
  return
}
func.func @"has space"() {
  return
}
func.func @"quote\22inside"() {
  return
}
func.func @refs() attributes {"key with space" = 1 : i32, "0digit" = 2 : i32, plain_key = 3 : i32, "dotted.key" = 4 : i32, "with-dash" = 5 : i32, "$dollar" = 6 : i32} {
  "foo.refs"() {a = @"0starts_with_digit", b = @dotted.name$ok_1, c = @"has space", d = @"quote\22inside", e = @"plain"} : () -> ()
  "foo.bar.baz"() : () -> ()
  "foo.Op-With_Weird$chars"() : () -> ()
  "foo.strs"() {nl = "line1\nline2", tab = "a\tb", uni = "\E2\82\AC euro", ctl = "\01\1F", q = "\"quoted\""} : () -> ()
  return
}
