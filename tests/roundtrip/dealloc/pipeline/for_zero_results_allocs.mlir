// FLAGS: -buffer-deallocation-pipeline
// loops without results whose bodies allocate, read the outer buffer and store a loaded value
func.func @plain(%n: index, %m: index, %io: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %row = memref.alloc(%m) : memref<?xf32>
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %io[%i, %j] : memref<?x?xf32>
      memref.store %v, %row[%j] : memref<?xf32>
    }
    %c = arith.cmpi eq, %i, %c0 : index
    scf.if %c {
      %tmp = memref.alloc(%m) : memref<?xf32>
      memref.copy %row, %tmp : memref<?xf32> to memref<?xf32>
    }
  }
  return
}
