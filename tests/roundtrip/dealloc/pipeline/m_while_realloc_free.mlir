// FLAGS: -buffer-deallocation-pipeline
// a worklist buffer in scf.while that is replaced (not reallocated) when full
func.func @worklist(%n: index) -> memref<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc(%c2) : memref<?xindex>
  %r:3 = scf.while (%buf = %init, %cap = %c2, %cnt = %c0) : (memref<?xindex>, index, index) -> (memref<?xindex>, index, index) {
    %more = arith.cmpi ult, %cnt, %n : index
    scf.condition(%more) %buf, %cap, %cnt : memref<?xindex>, index, index
  } do {
  ^bb0(%b: memref<?xindex>, %cp: index, %ct: index):
    %full = arith.cmpi eq, %ct, %cp : index
    %nb:2 = scf.if %full -> (memref<?xindex>, index) {
      %ncap = arith.muli %cp, %c2 : index
      %bigger = memref.alloc(%ncap) : memref<?xindex>
      %view = memref.subview %bigger[0] [%cp] [1] : memref<?xindex> to memref<?xindex, strided<[1]>>
      memref.copy %b, %view : memref<?xindex> to memref<?xindex, strided<[1]>>
      scf.yield %bigger, %ncap : memref<?xindex>, index
    } else {
      scf.yield %b, %cp : memref<?xindex>, index
    }
    memref.store %ct, %nb#0[%ct] : memref<?xindex>
    %next = arith.addi %ct, %c1 : index
    scf.yield %nb#0, %nb#1, %next : memref<?xindex>, index, index
  }
  return %r#0 : memref<?xindex>
}
