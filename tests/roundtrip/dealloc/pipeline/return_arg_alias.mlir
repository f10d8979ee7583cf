// FLAGS: -buffer-deallocation-pipeline
func.func @ret_arg(%x: memref<10xf32>) -> memref<10xf32> {
  return %x : memref<10xf32>
}
func.func @ret_arg_view(%x: memref<10xf32>) -> memref<5xf32, strided<[1], offset: 2>> {
  %v = memref.subview %x[2] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: 2>>
  return %v : memref<5xf32, strided<[1], offset: 2>>
}
func.func @ret_twice(%c: i1) -> (memref<10xf32>, memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  return %a, %a : memref<10xf32>, memref<10xf32>
}
