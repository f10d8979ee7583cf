// FLAGS: -buffer-deallocation-pipeline
func.func @subview_ret(%n: index) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}
