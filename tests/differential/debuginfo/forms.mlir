// Every way to write a location, printed back with mlir-opt's #loc aliases:
// ranges, names with and without a child, call sites, fused locations (with
// metadata, nested, with unknown or repeated parts), and the unknown location.
module @spelled {
  func.func @f(%a: i32 loc("in.py":1:5), %b: i32) -> i32 {
    %0 = "test.a"(%a) : (i32) -> i32 loc("in.py":2:3 to :9)
    %1 = "test.b"(%0) : (i32) -> i32 loc("in.py":3:1 to 4:2)
    %2 = "test.c"(%1) : (i32) -> i32 loc("in.py":5:5 to 5:5)
    %3 = "test.d"(%2) : (i32) -> i32 loc("in.py":6)
    %4 = "test.e"(%3) : (i32) -> i32 loc("scope")
    %5 = "test.f"(%4) : (i32) -> i32 loc("scope"(unknown))
    %6 = "test.g"(%5) : (i32) -> i32 loc("inner"("in.py":7:7))
    %7 = "test.h"(%6) : (i32) -> i32 loc(callsite("callee.py":1:1 at callsite("mid.py":2:2 at "top.py":3:3)))
    %8 = "test.i"(%7) : (i32) -> i32 loc(fused["in.py":8:1, unknown, "in.py":8:1, "in.py":9:1])
    %9 = "test.j"(%8) : (i32) -> i32 loc(fused["only.py":1:1, unknown])
    %10 = "test.k"(%9) : (i32) -> i32 loc(fused[])
    %11 = "test.l"(%10) : (i32) -> i32 loc(fused<"meta">[])
    %12 = "test.m"(%11) : (i32) -> i32 loc(fused<"meta">["a.py":1:1, fused<"meta">["b.py":2:2], fused["c.py":3:3, "d.py":4:4]])
    %13 = "test.n"(%12, %b) : (i32, i32) -> i32 loc(unknown)
    "test.region"() ({
    ^bb0(%x: index loc("in.py":1:5), %y: index):
      "test.use"(%x, %y) : (index, index) -> () loc(#shared)
    }) : () -> () loc(#shared)
    return %13 : i32
  } loc(fused["def.py":1:1, "def.py":1:9])
} loc("module.py":1:1)
#shared = loc("shared.py":10:10)
