// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// the branch condition reused in successors, in selects and in nested scf.if
func.func @truth(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^t, ^f
^t:
  %s = arith.select %c, %a, %x : memref<4xf32>
  cf.br ^j(%s : memref<4xf32>)
^f:
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %x : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  cf.br ^j(%r : memref<4xf32>)
^j(%o: memref<4xf32>):
  return %o : memref<4xf32>
}
