// FLAGS: --allow-unregistered-dialect -canonicalize
// call_indirect of a func.constant becomes a direct call.
func.func private @callee(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %fn = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %fn(%x) : (i32) -> i32
  %s = func.call_indirect %fn(%r) : (i32) -> i32
  return %s : i32
}
func.func @g(%fn: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %fn(%x) : (i32) -> i32
  return %r : i32
}
