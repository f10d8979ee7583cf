// Integer binary arithmetic on scalars, vectors and tensors; overflow flags.
func.func @int_binary(%a: i32, %b: i32, %v: vector<4xi16>, %t: tensor<?xi64>, %i: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nuw> : i32
  %3 = arith.addi %2, %a overflow<nsw, nuw> : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.divui %4, %b : i32
  %6 = arith.remsi %5, %b : i32
  %7 = arith.remui %6, %b : i32
  %8 = arith.ceildivsi %7, %b : i32
  %9 = arith.ceildivui %8, %b : i32
  %10 = arith.floordivsi %9, %b : i32
  %11 = arith.andi %10, %b : i32
  %12 = arith.ori %11, %b : i32
  %13 = arith.xori %12, %b : i32
  %14 = arith.shli %13, %b overflow<nsw> : i32
  %15 = arith.shrsi %14, %b : i32
  %16 = arith.shrui %15, %b : i32
  %17 = arith.maxsi %16, %b : i32
  %18 = arith.maxui %17, %b : i32
  %19 = arith.minsi %18, %b : i32
  %20 = arith.minui %19, %b : i32
  %21 = arith.muli %v, %v : vector<4xi16>
  %22 = arith.addi %t, %t overflow<nuw> : tensor<?xi64>
  %23 = arith.addi %i, %i : index
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %lo2, %hi2 = arith.mului_extended %v, %v : vector<4xi16>
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  "foo.keep"(%21, %22, %23, %lo, %hi, %lo2, %hi2, %sum, %carry) : (vector<4xi16>, tensor<?xi64>, index, i32, i32, vector<4xi16>, vector<4xi16>, i32, i1) -> ()
  return %20 : i32
}
