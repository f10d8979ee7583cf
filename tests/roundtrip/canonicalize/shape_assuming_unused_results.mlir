// FLAGS: -canonicalize
// Only the used results of shape.assuming survive, each with the value
// its region yields for it; with every result unused the op keeps its
// region (it may have effects) and yields nothing.
func.func private @effect() -> index
func.func @some_used(%w: !shape.witness, %a: index, %b: i32) -> i32 {
  %x, %y, %z = shape.assuming %w -> (index, i32, index) {
    %s = arith.addi %a, %a : index
    shape.assuming_yield %s, %b, %a : index, i32, index
  }
  return %y : i32
}
func.func @none_used(%w: !shape.witness) {
  %x = shape.assuming %w -> (index) {
    %e = func.call @effect() : () -> index
    shape.assuming_yield %e : index
  }
  return
}
func.func @all_used(%w: !shape.witness, %a: index) -> (index, index) {
  %x, %y = shape.assuming %w -> (index, index) {
    shape.assuming_yield %a, %a : index, index
  }
  return %x, %y : index, index
}
