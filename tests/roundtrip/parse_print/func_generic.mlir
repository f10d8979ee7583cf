// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// generic printing of functions with arg/res attrs, visibility and calls.
func.func private @decl(i32 {foo.attr = 1 : i32}) -> (i1 {foo.res})
func.func @f(%a: i32 {foo.x}) -> (i1 {foo.r}) attributes {foo.fn} {
  %c = call @decl(%a) : (i32) -> i1
  %g = func.constant @decl : (i32) -> i1
  %d = func.call_indirect %g(%a) : (i32) -> i1
  return %d : i1
}
