// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// diamonds whose successors receive the same buffer with different ownership on each edge
func.func @own(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^l, ^r
^l:
  cf.br ^j(%a, %x : memref<4xf32>, memref<4xf32>)
^r:
  cf.br ^j(%x, %a : memref<4xf32>, memref<4xf32>)
^j(%p: memref<4xf32>, %q: memref<4xf32>):
  cf.cond_br %c, ^k(%p : memref<4xf32>), ^k(%q : memref<4xf32>)
^k(%o: memref<4xf32>):
  return %o : memref<4xf32>
}
