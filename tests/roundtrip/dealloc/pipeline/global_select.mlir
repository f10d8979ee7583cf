// FLAGS: -buffer-deallocation-pipeline
// a get_global buffer selected against a heap buffer and returned via a loop
memref.global "private" constant @tbl : memref<3xf32> = dense<[1.0, 2.0, 3.0]>
func.func @glob(%c: i1, %n: index) -> memref<3xf32> {
  %g = memref.get_global @tbl : memref<3xf32>
  %a = memref.alloc() : memref<3xf32>
  %s = arith.select %c, %g, %a : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %s) -> (memref<3xf32>) {
    %d = memref.alloc() : memref<3xf32>
    memref.copy %b, %d : memref<3xf32> to memref<3xf32>
    %k = arith.select %c, %b, %d : memref<3xf32>
    scf.yield %k : memref<3xf32>
  }
  return %r : memref<3xf32>
}
