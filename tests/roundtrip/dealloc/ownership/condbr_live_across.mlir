// FLAGS: -ownership-based-buffer-deallocation
func.func @live_across(%c: i1, %d: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.copy %t, %a : memref<8xf32> to memref<8xf32>
  cf.cond_br %d, ^bb3(%a : memref<8xf32>), ^bb4
^bb2:
  cf.br ^bb4
^bb4:
  %z = memref.alloc() : memref<8xf32>
  cf.br ^bb3(%z : memref<8xf32>)
^bb3(%r: memref<8xf32>):
  return %r : memref<8xf32>
}
