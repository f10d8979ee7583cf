// trailing locations on custom ops, block arguments and region ops (dropped on printing).
#l = loc("alias.mlir":9:9)
func.func @locs(%a: i32 loc("arg":1:1), %m: memref<4xf32> loc(#l)) -> i32 {
  %c0 = arith.constant 0 : index loc(unknown)
  %v = memref.load %m[%c0] : memref<4xf32> loc(fused["a", "b"])
  %0 = arith.cmpi eq, %a, %a : i32 loc(#l)
  %r = scf.if %0 -> (i32) {
    scf.yield %a : i32 loc("y":2:2)
  } else {
    scf.yield %a : i32
  } loc(callsite("callee" at "caller":1:1))
  cf.br ^bb1(%r : i32) loc("br")
^bb1(%x: i32 loc("blockarg":3:3)):
  return %x : i32 loc(fused<"tag">["f":1:1])
} loc("func":0:0)
