// FLAGS: -canonicalize
// A test.side_effect_op whose `effects` list only reads, or only allocates
// its own result, is dead when its result is unused; one that writes, frees,
// or allocates something other than its result stays. A test.read_buffer
// stays: it also writes out what it read. A loop whose body only reads is
// dead too.
func.func @dead_or_kept(%m: memref<2xf32>, %n: index) {
  "test.read_buffer"(%m) : (memref<2xf32>) -> ()
  %r = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  %a = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}]} : () -> memref<2xf32>
  %w = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i1
  %f = "test.side_effect_op"() {effects = [{effect = "free"}, {effect = "read"}]} : () -> i1
  %g = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i1
  %none = "test.side_effect_op"() : () -> i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  }
  scf.for %i = %c0 to %n step %c1 {
    %y = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i1
  }
  return
}
