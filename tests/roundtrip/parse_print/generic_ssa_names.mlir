// SSA names with dots, dashes, digits and $; the same names reused in several scopes.
func.func @names(%arg.0: i32, %a-b: i32, %x$y: i32, %_under: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %0 = arith.addi %arg.0, %a-b : i32
  %val.1 = arith.addi %0, %x$y : i32
  %val-2 = arith.addi %val.1, %_under : i32
  %42 = arith.addi %val-2, %0 : i32
  %alloc = memref.alloc() : memref<4xf32>
  memref.store %cst, %alloc[%c0] : memref<4xf32>
  %r = scf.execute_region -> i32 {
    %c0_1 = arith.constant 0 : index
    %cst_2 = arith.constant 2.0 : f32
    %alloc_3 = memref.alloc() : memref<4xf32>
    memref.store %cst_2, %alloc_3[%c0_1] : memref<4xf32>
    memref.dealloc %alloc_3 : memref<4xf32>
    scf.yield %42 : i32
  }
  memref.dealloc %alloc : memref<4xf32>
  return %r : i32
}

func.func @same_names_again(%c0: index) -> index {
  %c0_0 = arith.constant 0 : index
  %cst = arith.constant 3.0 : f32
  %alloc = memref.alloc() : memref<2xf32>
  memref.store %cst, %alloc[%c0] : memref<2xf32>
  %c0_1 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0_0 to %c1 step %c1 {
    %c0_2 = arith.constant 0 : index
    %cst_3 = arith.constant 4.0 : f32
    %alloc_4 = memref.alloc() : memref<2xf32>
    memref.store %cst_3, %alloc_4[%c0_2] : memref<2xf32>
  }
  %sum = arith.addi %c0, %c0_1 : index
  return %sum : index
}
