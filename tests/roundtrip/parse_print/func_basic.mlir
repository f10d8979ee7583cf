// func.func visibility, declarations, arg/result attributes, call forms.
func.func private @decl_private(i32) -> i32
func.func nested @decl_nested()
func.func private @decl_public(f32, f32) -> (f32, f32)
func.func private @with_arg_attrs(i32 {foo.noalias}, f32 {foo.align = 16 : i64, foo.name = "x"}) -> (i32 {foo.ret})

func.func @named_args(%lhs: i32 {foo.tag = 1 : i32}, %rhs: i32) -> (i32 {foo.res = "sum"}, i1) attributes {foo.inline = "always", llvm.emit_c_interface} {
  %sum = "foo.add"(%lhs, %rhs) : (i32, i32) -> i32
  %flag = "foo.flag"() : () -> i1
  return %sum, %flag : i32, i1
}

func.func @calls(%x: i32, %a: f32) -> i32 {
  %0 = call @decl_private(%x) : (i32) -> i32
  %1 = func.call @decl_private(%0) {foo.hint} : (i32) -> i32
  %2:2 = call @decl_public(%a, %a) : (f32, f32) -> (f32, f32)
  call @decl_nested() : () -> ()
  %f = constant @decl_private : (i32) -> i32
  %3 = call_indirect %f(%1) : (i32) -> i32
  %g = func.constant @decl_public : (f32, f32) -> (f32, f32)
  %4:2 = func.call_indirect %g(%2#1, %2#0) : (f32, f32) -> (f32, f32)
  return %3 : i32
}
