// FLAGS: --allow-unregistered-dialect -buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs modify-public-functions"
func.func private @a(%x: memref<4xf32>) -> (memref<4xf32> {foo.r}, i32, memref<4xf32>) {
  %m = memref.alloc() : memref<4xf32>
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  %i = arith.constant 1 : i32
  return %m, %i, %c : memref<4xf32>, i32, memref<4xf32>
}
func.func private @d(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func private @s(%n: index) -> memref<4xf32, strided<[?], offset: ?>> {
  %m = memref.alloca() : memref<4xf32>
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %c : memref<4xf32, strided<[?], offset: ?>>
}
func.func @pub(%n: index) -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
func.func @caller(%x: memref<4xf32>, %n: index) {
  %0:3 = call @a(%x) {z} : (memref<4xf32>) -> (memref<4xf32>, i32, memref<4xf32>)
  %1 = call @d(%n) : (index) -> memref<?xf32>
  %2 = call @s(%n) : (index) -> memref<4xf32, strided<[?], offset: ?>>
  %3 = call @pub(%n) : (index) -> memref<4xf32>
  "test.use"(%0#0, %0#1, %0#2, %1, %2, %3) : (memref<4xf32>, i32, memref<4xf32>, memref<?xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) -> ()
  return
}
