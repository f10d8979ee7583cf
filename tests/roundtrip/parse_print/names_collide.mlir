// user SSA names that look like generated ones: %arg0, %0, %c0, %cst in several scopes.
func.func @f(%0: index, %arg1: index, %c0: i32) -> index {
  %arg0 = arith.constant 0 : index
  %1 = arith.addi %0, %arg0 : index
  %c0_0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant 1.0 : f32
  %cst_0 = arith.constant 2.0 : f32
  %r = scf.for %i = %c0_0 to %arg1 step %1 iter_args(%arg2 = %0) -> (index) {
    %c0_1 = arith.constant 0 : index
    %c0_i32_0 = arith.constant 0 : i32
    %cst_1 = arith.constant 1.0 : f32
    %2 = arith.addi %arg2, %c0_1 : index
    %in = scf.for %j = %c0_1 to %2 step %1 iter_args(%arg3 = %2) -> (index) {
      %c0_2 = arith.constant 0 : index
      %cst_2 = arith.constant 3.0 : f32
      %3 = arith.addi %arg3, %c0_2 : index
      "foo.use"(%cst_2, %cst_1, %cst, %c0_i32_0) : (f32, f32, f32, i32) -> ()
      scf.yield %3 : index
    }
    scf.yield %in : index
  }
  %c0_3 = arith.constant 0 : index
  "foo.use"(%c0, %c0_i32, %cst_0, %c0_3) : (i32, i32, f32, index) -> ()
  return %r : index
}
