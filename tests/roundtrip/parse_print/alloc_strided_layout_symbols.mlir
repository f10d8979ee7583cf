// Symbol operands matching a strided layout's dynamic strides and offset.
func.func @f(%n: index) {
  %b = memref.alloca(%n)[%n, %n] : memref<?xf32, strided<[?], offset: ?>>
  %c = memref.alloc()[%n] : memref<4x2xf32, strided<[?, 1], offset: 2>>
  %d = memref.alloc() : memref<4x2xf32, strided<[2, 1], offset: 3>>
  "test.use"(%b, %c, %d) : (memref<?xf32, strided<[?], offset: ?>>, memref<4x2xf32, strided<[?, 1], offset: 2>>, memref<4x2xf32, strided<[2, 1], offset: 3>>) -> ()
  return
}
