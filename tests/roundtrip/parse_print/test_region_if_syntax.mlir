// FLAGS:
// test.region_if with one and several operands and results, block
// arguments on every region, print back as mlir-opt 22 prints them. (A
// test.region_if_yield without values prints in a form mlir-opt cannot read
// back: tests/lit/core/test_region_if_print.mlir.)
func.func @shapes(%n: index, %buf: memref<?xf32>) -> (memref<?xf32>, index) {
  %one = test.region_if %buf : memref<?xf32> -> (memref<?xf32>) then {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  } else {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  } join {
  ^bb0(%y: memref<?xf32>):
    test.region_if_yield %y : memref<?xf32>
  }
  %pair:2 = test.region_if %one, %n : memref<?xf32>, index -> (memref<?xf32>, index) then {
  ^bb0(%x: memref<?xf32>, %k: index):
    test.region_if_yield %x, %k : memref<?xf32>, index
  } else {
  ^bb0(%x: memref<?xf32>, %k: index):
    %c1 = arith.constant 1 : index
    %k1 = arith.addi %k, %c1 : index
    test.region_if_yield %x, %k1 : memref<?xf32>, index
  } join {
  ^bb0(%y: memref<?xf32>, %j: index):
    test.region_if_yield %y, %j : memref<?xf32>, index
  }
  return %pair#0, %pair#1 : memref<?xf32>, index
}
