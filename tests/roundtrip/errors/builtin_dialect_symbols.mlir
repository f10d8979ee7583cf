// FLAGS: --split-input-file
// The builtin dialect has no dialect-prefixed spelling for its attributes and types:
// `#builtin.x`, `#builtin<..>` and `!builtin.x` are refused where their body starts.
func.func @f() attributes {a = #builtin<"x">} { return }
// -----
func.func @f(%a: !builtin.foo) { return }
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : !builtin.foo
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.constant #builtin.unit
  return
}
// -----
func.func @g() attributes {a = #builtin.unit, b = #builtins.other<"kept">} { return }
