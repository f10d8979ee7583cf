// FLAGS: -canonicalize
// memref.cast folds into the ops whose folders take the cast's source:
// vector.load/store/maskedload/maskedstore and transfers, memref.load/store,
// dim, copy, atomic_rmw, prefetch, dealloc, linalg ops on buffers; the
// gathers, scatters, expanding loads and compressing stores keep it, and so
// does every op when the cast's source is unranked. An alloc with constant
// sizes becomes a static alloc and a cast.
func.func @vec(%m: memref<8xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %idx: vector<4xindex>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %a = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  vector.store %v, %c[%i] : memref<?xf32>, vector<4xf32>
  %b = vector.maskedload %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %c0 = arith.constant 0 : index
  %g = vector.gather %c[%c0] [%idx], %mask, %v : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %c[%c0] [%idx], %mask, %v : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %p = arith.constant 0.0 : f32
  %t = vector.transfer_read %c[%i], %p : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %c[%i] : vector<4xf32>, memref<?xf32>
  return %a, %b, %g, %e, %t : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @more_static_and_unranked(%d: memref<?xf32>, %u: memref<*xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %s = memref.cast %d : memref<?xf32> to memref<16xf32>
  %a = vector.load %s[%i] : memref<16xf32>, vector<4xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %b = vector.load %r[%i] : memref<?xf32>, vector<4xf32>
  vector.store %a, %r[%i] : memref<?xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @mem(%m: memref<8xf32>, %o: memref<8xf32>, %i: index, %f: f32) -> (f32, index, f32) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %f, %c[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  memref.copy %c, %o : memref<?xf32> to memref<8xf32>
  %x = memref.atomic_rmw addf %f, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%c : memref<?xf32>)
  %u = memref.cast %o : memref<8xf32> to memref<*xf32>
  memref.dealloc %c : memref<?xf32>
  %n = memref.alloc(%i) : memref<?xf32>
  %k = arith.constant 16 : index
  %s = memref.alloc(%k) : memref<?xf32>
  %s2 = memref.alloca(%k) : memref<?xf32>
  "test.read_buffer"(%s) : (memref<?xf32>) -> ()
  "test.read_buffer"(%s2) : (memref<?xf32>) -> ()
  "test.read_buffer"(%n) : (memref<?xf32>) -> ()
  return %l, %d, %x : f32, index, f32
}
