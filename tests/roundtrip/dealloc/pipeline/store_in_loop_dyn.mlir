// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// a buffer of buffers: allocations stored into a memref of memrefs inside a loop (unsupported by ownership)
func.func @store_bufs(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %cur, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}
