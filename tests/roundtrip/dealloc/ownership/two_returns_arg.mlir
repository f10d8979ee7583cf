// FLAGS: -ownership-based-buffer-deallocation
func.func @two_returns(%c: i1, %x: memref<8xi8>, %n: index) -> memref<8xi8> {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : memref<8xi8>
^b:
  %s = memref.alloc() : memref<8xi8>
  %v = memref.subview %s[0] [8] [1] : memref<8xi8> to memref<8xi8, strided<[1]>>
  %w = memref.cast %v : memref<8xi8, strided<[1]>> to memref<8xi8>
  return %w : memref<8xi8>
}
