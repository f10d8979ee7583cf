// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// cf.switch distributing buffers to blocks, one case re-joins with an extra allocation
func.func @cfs(%k: i32, %x: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  cf.switch %k : i32, [
    default: ^d(%x : memref<8xf32>),
    1: ^one(%a : memref<8xf32>),
    5: ^d(%a : memref<8xf32>)
  ]
^one(%p: memref<8xf32>):
  %b = memref.alloc() : memref<8xf32>
  memref.copy %p, %b : memref<8xf32> to memref<8xf32>
  cf.br ^d(%b : memref<8xf32>)
^d(%r: memref<8xf32>):
  return %r : memref<8xf32>
}
