// FLAGS: -ownership-based-buffer-deallocation
// stack buffers yielded from scf.if and passed through a block argument
func.func @stacky(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %s = memref.alloca() : memref<2xf32>
    memref.copy %x, %s : memref<2xf32> to memref<2xf32>
    scf.yield %s : memref<2xf32>
  } else {
    %h = memref.alloc() : memref<2xf32>
    scf.yield %h : memref<2xf32>
  }
  %s2 = memref.alloca() : memref<2xf32>
  cf.cond_br %c, ^a(%r : memref<2xf32>), ^a(%s2 : memref<2xf32>)
^a(%v: memref<2xf32>):
  return %v : memref<2xf32>
}
