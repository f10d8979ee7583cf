// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Location forms on ops, block arguments and function arguments.
func.func @locs(%arg0: i32 loc("args.mlir":1:10), %arg1: f32 loc(unknown)) -> i32 {
  %0 = "foo.a"(%arg0) : (i32) -> i32 loc("file.mlir":3:5)
  %1 = "foo.b"(%0) : (i32) -> i32 loc("file.mlir":4:5 to 4:20)
  %2 = "foo.c"(%1) : (i32) -> i32 loc("file.mlir":5:1 to :9)
  %3 = "foo.d"(%2) : (i32) -> i32 loc("named_loc")
  %4 = "foo.e"(%3) : (i32) -> i32 loc("named"("inner.mlir":7:7))
  %5 = "foo.f"(%4) : (i32) -> i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %6 = "foo.g"(%5) : (i32) -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %7 = "foo.h"(%6) : (i32) -> i32 loc(fused<"some_meta">["c.mlir":3:3, unknown])
  %8 = "foo.i"(%7) : (i32) -> i32 loc(fused<#foo.meta<1>>["d.mlir":4:4])
  "foo.j"() ({
  ^bb0(%x: index loc("blockarg.mlir":9:9)):
    "foo.k"(%x) : (index) -> () loc("k.mlir":1:1)
  }) : () -> () loc(#outer)
  return %8 : i32 loc(unknown)
} loc("func.mlir":1:1)
#outer = loc("outer.mlir":10:2)
