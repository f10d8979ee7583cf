// FLAGS: --split-input-file --verify-diagnostics
// Which comments --verify-diagnostics takes as annotations: the braces must end the line
// (a count before them or words after them make the comment prose, so the diagnostic
// below it is unexpected), and `@unknown` expects a diagnostic without a location; unmet
// ones are reported at `<unknown>:0` after the chunk's other reports, and once more at the
// end for the whole file.
func.func @counted(%a: i32) {
  // expected-error @+1 3 {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @followed_by_words(%a: i32) {
  // expected-error @+1 {{requires the same type}} and more words
  %0 = "arith.subi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @nowhere(%a: i32) {
  // expected-warning @unknown {{a warning from nowhere}}
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "arith.muli"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// The text mentions expected-error {{this}} but goes on, and expected-remark@unknown {{that}}
func.func @prose() {
  return
}
