// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// forwarding-only blocks, a cond_br to one block with equal operands, and a two-level fan-in
func.func @fwd(%c: i1, %d: i1, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^p1(%a : memref<4xf32>), ^p1(%a : memref<4xf32>)
^p1(%u: memref<4xf32>):
  cf.cond_br %d, ^f1(%u : memref<4xf32>), ^f2
^f1(%w: memref<4xf32>):
  cf.br ^f3(%w : memref<4xf32>)
^f2:
  cf.br ^f3(%y : memref<4xf32>)
^f3(%z: memref<4xf32>):
  cf.cond_br %c, ^end(%z, %x : memref<4xf32>, memref<4xf32>), ^end(%x, %z : memref<4xf32>, memref<4xf32>)
^end(%r: memref<4xf32>, %s: memref<4xf32>):
  memref.copy %s, %r : memref<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
