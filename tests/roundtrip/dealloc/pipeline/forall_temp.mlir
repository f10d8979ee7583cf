// FLAGS: -buffer-deallocation-pipeline
func.func @forall_temp(%out: memref<8x4xf32>) {
  scf.forall (%i) in (8) {
    %t = memref.alloc() : memref<4xf32>
    %row = memref.subview %out[%i, 0] [1, 4] [1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %row, %t : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    memref.copy %t, %row : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  return
}
