// FLAGS: -ownership-based-buffer-deallocation
func.func @same_target(%c: i1, %x: memref<4xi32>) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  cf.cond_br %c, ^bb1(%a, %x : memref<4xi32>, memref<4xi32>), ^bb1(%x, %b : memref<4xi32>, memref<4xi32>)
^bb1(%p: memref<4xi32>, %q: memref<4xi32>):
  %i = arith.constant 1 : index
  %v = memref.load %p[%i] : memref<4xi32>
  %w = memref.load %q[%i] : memref<4xi32>
  %s = arith.addi %v, %w : i32
  return %s : i32
}
