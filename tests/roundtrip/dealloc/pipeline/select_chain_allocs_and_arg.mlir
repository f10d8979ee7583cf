// FLAGS: -buffer-deallocation-pipeline
// chained arith.select of allocations and an argument
func.func @sel(%c1: i1, %c2: i1, %x: memref<10xf16>) -> memref<10xf16> {
  %a = memref.alloc() : memref<10xf16>
  %b = memref.alloc() : memref<10xf16>
  %s1 = arith.select %c1, %a, %b : memref<10xf16>
  %s2 = arith.select %c2, %s1, %x : memref<10xf16>
  %cst = arith.constant 1.0 : f16
  %c0 = arith.constant 0 : index
  memref.store %cst, %s1[%c0] : memref<10xf16>
  return %s2 : memref<10xf16>
}
