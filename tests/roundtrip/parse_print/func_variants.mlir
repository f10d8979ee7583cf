// func.func with visibility, arg/result attributes, attributes dict, declarations, calls, call_indirect, constant.
func.func private @decl(i32 {foo.attr = 1 : i32}, f32) -> (i1 {foo.res})
func.func nested @nested_decl()
func.func @attrs(%a: i32 {foo.x, foo.y = "s"}, %b: memref<4xf32> {foo.noalias}) -> (i32 {foo.r = 2 : i64}, f32) attributes {foo.fn, passthrough = ["x"]} {
  %f = arith.constant 1.0 : f32
  %c = func.call @decl(%a, %f) : (i32, f32) -> i1
  %g = func.constant @decl : (i32, f32) -> i1
  %d = func.call_indirect %g(%a, %f) : (i32, f32) -> i1
  func.call @nested_decl() {tail} : () -> ()
  %r:2 = call @pair(%a) : (i32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}
func.func @pair(%x: i32) -> (i32, f32) {
  %f = arith.constant 2.0 : f32
  return %x, %f : i32, f32
}
func.func @no_results_attrs() attributes {arg_attrs = [], foo.z = [1, "a"]} {
  return
}
func.func @fn_types(%f: (i32) -> (), %g: () -> (i32, f32), %h: (tuple<>, none) -> !foo.t) {
  return
}
