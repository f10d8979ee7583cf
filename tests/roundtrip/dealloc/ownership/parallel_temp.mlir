// FLAGS: -ownership-based-buffer-deallocation
func.func @parallel_temp(%n: index, %m: index, %buf: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %t = memref.alloc() : memref<f32>
    %v = memref.load %buf[%i, %j] : memref<?x?xf32>
    memref.store %v, %t[] : memref<f32>
    %w = memref.load %t[] : memref<f32>
    memref.store %w, %buf[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}
