// FLAGS: --allow-unregistered-dialect -cse
// Loads merge only without a write in between; allocations never merge.
func.func @mem(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  "foo.use"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  %d = memref.dim %m, %i : memref<4xf32>
  %e = memref.dim %m, %i : memref<4xf32>
  "foo.idx"(%d, %e) : (index, index) -> ()
  return %0, %1, %2 : f32, f32, f32
}
