// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// buffers in a non-default memory space, and an explicit bufferization.clone in the input
func.func @spaces(%c: i1, %x: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %a = memref.alloc() : memref<4xf32, 1>
  %k = bufferization.clone %x : memref<4xf32, 1> to memref<4xf32, 1>
  %r = arith.select %c, %a, %k : memref<4xf32, 1>
  return %r : memref<4xf32, 1>
}
