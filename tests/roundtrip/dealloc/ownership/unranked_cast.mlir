// FLAGS: -ownership-based-buffer-deallocation
// buffers cast to unranked and back through a branch
func.func @unr(%c: i1, %x: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<7xf32>
  %u = memref.cast %a : memref<7xf32> to memref<*xf32>
  %r = scf.if %c -> (memref<*xf32>) {
    scf.yield %u : memref<*xf32>
  } else {
    scf.yield %x : memref<*xf32>
  }
  return %r : memref<*xf32>
}
