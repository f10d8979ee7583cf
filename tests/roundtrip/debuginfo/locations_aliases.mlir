// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// #loc aliases referenced before their definition at the end of the file.
module @with_locs {
  func.func @f(%a: i32 loc(#argloc)) -> i32 {
    %0 = arith.addi %a, %a : i32 loc(#l1)
    %1 = arith.muli %0, %a : i32 loc(#l1)
    %2 = "foo.op"(%1) : (i32) -> i32 loc(#fusedl)
    %3 = "foo.op"(%2) : (i32) -> i32 loc(#cs)
    cf.br ^bb1(%3 : i32) loc(#l2)
  ^bb1(%v: i32 loc(#bbl)):
    return %v : i32 loc(#l2)
  } loc(#fl)
} loc(#modl)
#argloc = loc("input.mlir":2:10)
#l1 = loc("input.mlir":5:3)
#l2 = loc("input.mlir":9:5)
#bbl = loc("input.mlir":10:8)
#fusedl = loc(fused[#l1, #l2])
#cs = loc(callsite(#l1 at #l2))
#fl = loc("input.mlir":4:1)
#modl = loc("top"(#fl))
