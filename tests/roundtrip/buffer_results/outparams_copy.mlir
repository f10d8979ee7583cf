// FLAGS: --allow-unregistered-dialect -buffer-results-to-out-params
// Without hoisting, returned buffers are copied into the out-parameters and
// callers allocate them; a fully dynamic layout gets a cast at the call.
func.func private @copy(%a: memref<4xf32>) -> (memref<4xf32>, index, memref<2x2xf32, strided<[?, ?], offset: ?>>) {
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %c = arith.constant 7 : index
  %s = memref.alloc() : memref<2x2xf32>
  %d = memref.cast %s : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %m, %c, %d : memref<4xf32>, index, memref<2x2xf32, strided<[?, ?], offset: ?>>
}
func.func private @space() -> memref<3xi8, 1> {
  %m = memref.alloc() : memref<3xi8, 1>
  return %m : memref<3xi8, 1>
}
func.func @pub() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
func.func @main(%a: memref<4xf32>) -> index {
  %0:3 = call @copy(%a) : (memref<4xf32>) -> (memref<4xf32>, index, memref<2x2xf32, strided<[?, ?], offset: ?>>)
  %1 = call @space() : () -> memref<3xi8, 1>
  %2 = call @pub() : () -> memref<4xf32>
  "test.use"(%0#0, %0#2, %1, %2) : (memref<4xf32>, memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<3xi8, 1>, memref<4xf32>) -> ()
  return %0#1 : index
}
