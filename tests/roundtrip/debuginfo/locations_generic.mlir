// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo
// Locations printed with generic op syntax, including block-argument locations.
module @m {
  func.func @g(%a: i32 loc("g.mlir":1:14), %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32 loc("g.mlir":2:5)
    cf.br ^bb1(%0 : i32) loc("br"("g.mlir":3:5))
  ^bb1(%x: i32 loc("g.mlir":4:6)):
    %1 = "foo.op"(%x) ({
    ^bb0(%y: i32 loc(#inner)):
      "foo.yield"(%y) : (i32) -> () loc(#inner)
    }) : (i32) -> i32 loc(fused["g.mlir":5:5, "inner.mlir":42:7])
    return %1 : i32 loc(unknown)
  } loc("g.mlir":1:1)
} loc(unknown)
#inner = loc("inner.mlir":42:7)
