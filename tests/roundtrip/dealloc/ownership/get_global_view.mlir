// FLAGS: -ownership-based-buffer-deallocation
memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @glob(%c: i1) -> memref<4xf32> {
  %g = memref.get_global @cst : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %g, %a : memref<4xf32>
  return %s : memref<4xf32>
}
func.func @view_bytes(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %raw = memref.alloc() : memref<64xi8>
  %v = memref.view %raw[%c0][%n] : memref<64xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
