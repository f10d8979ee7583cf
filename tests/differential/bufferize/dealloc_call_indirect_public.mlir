// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// A call through a function value is treated as a call of a public function
// even with dynamic ownership for private ones: the returned buffer is owned
// by the caller and freed, and the call keeps its result types.
func.func private @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @use(%f: (index) -> memref<?xf32>, %n: index, %i: index) -> f32 {
  %m = func.call_indirect %f(%n) : (index) -> memref<?xf32>
  %p = func.call @make(%n) : (index) -> memref<?xf32>
  %x = memref.load %m[%i] : memref<?xf32>
  %y = memref.load %p[%i] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
