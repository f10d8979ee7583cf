// mlir-opt: error: undefined symbol alias id 'later'
// A location alias may be forward-referenced only directly as loc(#alias), not nested in fused[].
func.func @f() {
  "foo.op"() : () -> () loc(fused["a.mlir":1:1, #later])
  return
}
#later = loc("b.mlir":2:2)
