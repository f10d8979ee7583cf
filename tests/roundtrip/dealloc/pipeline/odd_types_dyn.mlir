// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// buffers of i1, vector and 0-d shapes, and a strided layout carried through scf.if and a loop
func.func @odd(%c: i1, %n: index, %s: memref<4x4xf32, strided<[8, 1], offset: ?>>) -> (memref<i1>, memref<2xvector<4xf32>>, memref<4x4xf32, strided<[8, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<i1>
  memref.store %c, %b[] : memref<i1>
  %v = memref.alloc() : memref<2xvector<4xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %s) -> (memref<4x4xf32, strided<[8, 1], offset: ?>>) {
    %y = scf.if %c -> (memref<4x4xf32, strided<[8, 1], offset: ?>>) {
      %a = memref.alloc() : memref<8x8xf32>
      %sv = memref.subview %a[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
      scf.yield %sv : memref<4x4xf32, strided<[8, 1], offset: ?>>
    } else {
      scf.yield %it : memref<4x4xf32, strided<[8, 1], offset: ?>>
    }
    scf.yield %y : memref<4x4xf32, strided<[8, 1], offset: ?>>
  }
  return %b, %v, %r : memref<i1>, memref<2xvector<4xf32>>, memref<4x4xf32, strided<[8, 1], offset: ?>>
}
