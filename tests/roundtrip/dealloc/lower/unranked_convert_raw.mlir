// FLAGS: -ownership-based-buffer-deallocation -convert-bufferization-to-memref
func.func @unranked(%c: i1, %u: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  %s = arith.select %c, %ua, %u : memref<*xf32>
  return %s : memref<*xf32>
}
func.func @unranked_local(%u: memref<*xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  cf.br ^bb1(%ua : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return
}
