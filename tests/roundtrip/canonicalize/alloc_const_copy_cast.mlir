// FLAGS: --allow-unregistered-dialect -canonicalize
// memref.alloc / memref.alloca with constant dynamic sizes become static allocations cast back
// (negative constants stay dynamic); memref.copy folds only the casts that do not make a size,
// offset or stride more static.
func.func @sizes(%n: index, %m: memref<4xf32>) -> (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %a = memref.alloc(%c3, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  %c = memref.alloc(%cm1) : memref<?xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %cast, %b : memref<?xf32> to memref<?xf32>
  return %a, %b, %c : memref<?x?xf32>, memref<?xf32>, memref<?xf32>
}
func.func @copies(%x: memref<?xf32, strided<[?], offset: ?>>, %y: memref<4xf32>, %z: memref<4xf32, strided<[1], offset: 2>>) {
  %to_static = memref.cast %x : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %to_static, %a : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %to_dyn = memref.cast %y : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %to_dyn2 = memref.cast %z : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %to_dyn, %b : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  %dc = memref.cast %d : memref<4xf32> to memref<?xf32>
  memref.copy %to_dyn2, %dc : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
  "test.use"(%a, %b, %d) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}
