// FLAGS: --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))"
// The pipeline anchored on each function runs all of its steps on that
// function: the selected buffer is cloned and the allocation freed.
func.func @f(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %m : memref<2xf32>
  return %s : memref<2xf32>
}
func.func @g(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  memref.store %z, %b[%n] : memref<?xf32>
  return
}
