// unregistered ops with regions, successors, properties, attributes and many results.
func.func @u(%a: i32) -> i32 {
  %0:4 = "foo.many"(%a) <{prop = [1, 2]}> {attr = "x"} : (i32) -> (i32, i32, f32, index)
  "foo.br"(%0#0)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %1 = "foo.region"() ({
  ^entry(%x: i32):
    "foo.yield"(%x) : (i32) -> ()
  }, {
  }, {
    "foo.empty_like"() : () -> ()
  }) : () -> i32
  "foo.term"(%1)[^bb2] : (i32) -> ()
^bb2:
  %2 = "foo.nested"() ({
    %3 = "foo.nested"() ({
      %4 = "foo.nested"() ({
        "foo.yield"(%0#1) : (i32) -> ()
      }) : () -> i32
      "foo.yield"(%4) : (i32) -> ()
    }) : () -> i32
    "foo.yield"(%3) : (i32) -> ()
  }) : () -> i32
  return %2 : i32
}
