// FLAGS: -ownership-based-buffer-deallocation
func.func @mix(%c: i1, %d: i1, %x: memref<?xi8>, %n: index) -> memref<?xi8> {
  %a = memref.alloc(%n) : memref<?xi8>
  %s = memref.alloca(%n) : memref<?xi8>
  %sel = arith.select %d, %a, %s : memref<?xi8>
  cf.cond_br %c, ^bb1(%a : memref<?xi8>), ^bb1(%x : memref<?xi8>)
^bb1(%m: memref<?xi8>):
  memref.copy %sel, %m : memref<?xi8> to memref<?xi8>
  %o = memref.alloc(%n) : memref<?xi8>
  memref.copy %m, %o : memref<?xi8> to memref<?xi8>
  return %o : memref<?xi8>
}
