// FLAGS: --split-input-file --verify-diagnostics
// How --verify-diagnostics reports mismatches, as mlir-opt does: every
// unexpected diagnostic first (with its source line), then every annotation
// that nothing matched, the expected text underlined from the annotation on.
func.func @matched(%a: i32) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @wrong_text(%a: i32) {
  // expected-error @+1 {{this is not what the verifier says}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @nothing_happens() {
  // expected-warning @+1 {{a warning}}
  %c = arith.constant 1 : i32
  return
}
