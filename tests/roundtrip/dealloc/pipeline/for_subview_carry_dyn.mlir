// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// an scf.for carrying a subview of a buffer allocated before the loop, plus an unused iter buffer
func.func @svc(%n: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xf32>
  %sv = memref.subview %a[0] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1]>>
  %s0 = memref.cast %sv : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: ?>>
  %u = memref.alloc() : memref<1xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0, %unused = %u) -> (memref<4xf32, strided<[1], offset: ?>>, memref<1xf32>) {
    %off = arith.muli %i, %c1 : index
    %s2 = memref.subview %a[%off] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %s, %s2 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %s2, %unused : memref<4xf32, strided<[1], offset: ?>>, memref<1xf32>
  }
  return %r#0 : memref<4xf32, strided<[1], offset: ?>>
}
