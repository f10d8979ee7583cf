// FLAGS: -cse --mlir-print-debuginfo
// CSE keeps the first of two equal ops; when that one is at the unknown
// location it takes the location of the one it replaces.
func.func @dups(%a: i32) -> (i32, i32, i1, i1) {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %t = arith.constant true loc(unknown)
  %u = arith.constant true loc("later.py":9:9)
  return %x, %y, %t, %u : i32, i32, i1, i1
}
