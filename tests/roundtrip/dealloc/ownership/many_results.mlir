// FLAGS: -ownership-based-buffer-deallocation
// an scf.if with four buffer results mixing arguments, allocations, and views, returned permuted
func.func @four(%c: i1, %x: memref<8xf32>, %y: memref<8xf32>) -> (memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %r:4 = scf.if %c -> (memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>) {
    %b = memref.alloc() : memref<8xf32>
    %v = memref.subview %b[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
    scf.yield %x, %a, %b, %v : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>
  } else {
    %v = memref.subview %y[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
    scf.yield %a, %y, %a, %v : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>
  }
  return %r#2, %r#3, %r#0, %r#1 : memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>, memref<8xf32>
}
