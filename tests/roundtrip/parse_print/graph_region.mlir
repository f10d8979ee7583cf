// graph regions: uses before definitions inside a module-like unregistered op, cycles.
"test.graph"() ({
  %0 = "foo.op"(%2, %1) : (i32, i32) -> i32
  %1 = "foo.op"(%0) : (i32) -> i32
  %2 = "foo.op"(%1, %0) : (i32, i32) -> i32
  "foo.op"(%3#1) : (i32) -> ()
  %3:2 = "foo.pair"(%3#0) : (i32) -> (i32, i32)
}) : () -> ()
module {
  %a = "foo.self"(%a) : (i32) -> i32
  func.func @f() {
    return
  }
}
