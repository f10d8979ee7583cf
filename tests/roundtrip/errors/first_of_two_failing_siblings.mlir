// Two ops fail verification: mlir-opt names the one written first, also when
// the second sits in a loop body and the first is nested one level deeper.
func.func @two_bad_casts(%m: memref<4xf32>, %lb: index, %ub: index, %c: i1) {
  scf.for %i = %lb to %ub step %lb {
    scf.if %c {
      %first = memref.cast %m : memref<4xf32> to memref<5xf32>
    }
    %second = memref.cast %m : memref<4xf32> to memref<6xf32>
  }
  %third = memref.cast %m : memref<4xf32> to memref<7xf32>
  return
}
