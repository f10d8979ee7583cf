// mlir-opt: error: block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// A func.func body block that does not end in a terminator.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
