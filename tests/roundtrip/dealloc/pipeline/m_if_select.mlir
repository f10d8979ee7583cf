// FLAGS: -buffer-deallocation-pipeline
// arith.select and scf.if between an argument, an alloca and heap buffers; views of the result
func.func @pick(%arg: memref<4x4xf32>, %c: i1, %d: i1) -> (memref<4x4xf32>, memref<2x2xf32, strided<[4, 1], offset: 5>>) {
  %stack = memref.alloca() : memref<4x4xf32>
  %heap = memref.alloc() : memref<4x4xf32>
  %s = arith.select %c, %arg, %heap : memref<4x4xf32>
  %r = scf.if %d -> (memref<4x4xf32>) {
    %h2 = memref.alloc() : memref<4x4xf32>
    memref.copy %stack, %h2 : memref<4x4xf32> to memref<4x4xf32>
    scf.yield %h2 : memref<4x4xf32>
  } else {
    scf.yield %s : memref<4x4xf32>
  }
  %v = memref.subview %r[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  return %s, %v : memref<4x4xf32>, memref<2x2xf32, strided<[4, 1], offset: 5>>
}
