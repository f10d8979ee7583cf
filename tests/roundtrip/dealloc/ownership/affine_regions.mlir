// FLAGS: -ownership-based-buffer-deallocation
// affine.parallel is a loop but no region branch for MLIR 22: its body frees
// its own buffer. affine.if is a region branch: the buffer it yields gets an
// ownership flag from each side.
func.func @parallel_body(%out: memref<10xf32>) {
  affine.parallel (%i) = (0) to (10) {
    %tmp = memref.alloc() : memref<4xf32>
    %x = affine.load %tmp[0] : memref<4xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}
func.func @if_yields_buffer(%n: index) -> memref<4xf32> {
  %outer = memref.alloc() : memref<4xf32>
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> memref<4xf32> {
    affine.yield %outer : memref<4xf32>
  } else {
    %inner = memref.alloc() : memref<4xf32>
    affine.yield %inner : memref<4xf32>
  }
  return %r : memref<4xf32>
}
