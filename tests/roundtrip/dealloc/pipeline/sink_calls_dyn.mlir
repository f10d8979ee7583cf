// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// buffers handed to functions without results, an unused call result, an unranked call
func.func private @consume(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %m[%c0] : memref<?xf32>
  return
}
func.func private @produce(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  return %a, %b : memref<?xf32>, memref<?xf32>
}
func.func private @unr(memref<*xf32>) -> memref<*xf32>
func.func @go(%n: index) -> memref<*xf32> {
  %p:2 = call @produce(%n) : (index) -> (memref<?xf32>, memref<?xf32>)
  call @consume(%p#0) : (memref<?xf32>) -> ()
  %u = memref.cast %p#0 : memref<?xf32> to memref<*xf32>
  %r = call @unr(%u) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
