// SSA names made of a stem and a decimal number. Leading zeros make distinct
// names, numbers come in any order and far apart, the same numbered names are
// bound again in each function, and a name may be used before the block that
// defines it (a block later in the text that dominates the use).
func.func @numbered(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
  %1 = arith.addi %arg0, %arg1 : i32
  %01 = arith.muli %arg0, %arg1 : i32
  %001 = arith.subi %1, %01 : i32
  %v9999999 = arith.xori %001, %1 : i32
  %v5 = arith.andi %v9999999, %01 : i32
  %v2 = arith.ori %v5, %001 : i32
  %v02 = arith.divsi %v2, %v5 : i32
  %v3 = arith.remsi %v02, %v9999999 : i32
  %x12345678 = arith.shli %v3, %v2 : i32
  %x_0 = arith.shrsi %x12345678, %v02 : i32
  return %1, %01, %001, %x_0, %v02 : i32, i32, i32, i32, i32
}

func.func @again(%v5: i32) -> i32 {
  %1 = arith.addi %v5, %v5 : i32
  %v2 = arith.muli %1, %v5 : i32
  %01 = arith.subi %v2, %1 : i32
  return %01 : i32
}

func.func @forward(%x: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %v9 = arith.addi %v4, %x : i32
  %v10 = arith.muli %v9, %v4 : i32
  return %v10 : i32
^bb2:
  %v4 = arith.muli %x, %x : i32
  cf.br ^bb1
}

func.func @results(%a: i32, %b: i32) -> (i32, i32) {
  %7:2 = scf.execute_region -> (i32, i32) {
    %07 = arith.addi %a, %b : i32
    scf.yield %b, %07 : i32, i32
  }
  return %7#1, %7#0 : i32, i32
}
