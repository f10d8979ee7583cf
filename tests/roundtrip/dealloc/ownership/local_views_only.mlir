// FLAGS: -ownership-based-buffer-deallocation
func.func @local_views(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.subview %a[1] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  %u = memref.cast %v : memref<?xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  %x = memref.load %u[%c0] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %x, %out[%c0] : memref<?xf32>
  return
}
