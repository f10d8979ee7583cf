// Graph-region-like unregistered ops: use-before-def inside single-block regions,
// nested regions that capture outer values, and top-level unregistered containers.
"foo.graph"() ({
  %b = "foo.node"(%a) : (i32) -> i32
  %a = "foo.node"(%b) : (i32) -> i32
  %c = "foo.node"(%c) : (i32) -> i32
  "foo.sink"(%a, %b, %c) : (i32, i32, i32) -> ()
}) : () -> ()

func.func @captures(%arg: f32) -> f32 {
  %outer = "foo.make"() : () -> f32
  %r = "foo.scope"() ({
    %inner = "foo.combine"(%arg, %outer) : (f32, f32) -> f32
    "foo.scope"() ({
      %deep = "foo.combine"(%inner, %outer) : (f32, f32) -> f32
      "foo.ret"(%deep) : (f32) -> ()
    }) : () -> ()
    "foo.ret"(%inner) : (f32) -> ()
  }) : () -> f32
  return %r : f32
}

"foo.container"() ({
^bb0(%arg0: index, %arg1: index):
  "foo.op"(%arg0) : (index) -> ()
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.op"(%arg1) : (index) -> ()
}) {sym_name = "graph"} : () -> ()
