// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// With a local scope every location is written out where it is used.
func.func @local(%a: i32 loc("x.py":1:1)) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32 loc(callsite("f.py":2:2 at fused["g.py":3:3, "h.py":4:4]))
  %1 = "test.op"(%0) : (i32) -> i32 loc(#named)
  return %1 : i32
}
#named = loc("named"("n.py":5:5))
