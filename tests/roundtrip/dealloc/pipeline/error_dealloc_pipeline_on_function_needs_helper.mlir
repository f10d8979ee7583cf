// FLAGS: --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))"
// On a function the lowering cannot add its helper function to the module,
// so a dealloc of two buffers that may alias fails to lower, in each function.
func.func private @make(memref<2xf32>) -> memref<2xf32>
func.func @f(%m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = call @make(%a) : (memref<2xf32>) -> memref<2xf32>
  %c = call @make(%b) : (memref<2xf32>) -> memref<2xf32>
  return %c : memref<2xf32>
}
func.func @ok() {
  %a = memref.alloc() : memref<2xf32>
  return
}
func.func @g(%m: memref<2xf32>) -> memref<2xf32> {
  %b = call @make(%m) : (memref<2xf32>) -> memref<2xf32>
  %c = call @make(%b) : (memref<2xf32>) -> memref<2xf32>
  %d = call @make(%c) : (memref<2xf32>) -> memref<2xf32>
  return %d : memref<2xf32>
}
