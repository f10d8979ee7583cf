// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @one(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>, %arg2: f32, %arg3: index) -> (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) {
    scf.forall (%arg4) in (1) {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
      memref.copy %arg1, %alloc_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
      memref.store %arg2, %alloc_0[%arg4] : memref<2xf32>
      %subview = memref.subview %arg0[%arg4] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
      memref.copy %alloc_0, %subview : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
    scf.forall (%arg4) in (%arg3) {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
      memref.copy %arg1, %alloc_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
      memref.store %arg2, %alloc_0[%arg4] : memref<2xf32>
      %0 = memref.load %alloc_0[%arg4] : memref<2xf32>
      %subview = memref.subview %alloc[%arg4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
      memref.store %0, %subview[%arg4] : memref<2xf32, strided<[1], offset: ?>>
      %subview_1 = memref.subview %alloc[%arg4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
      memref.copy %subview, %subview_1 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
    }
    %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    return %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>
  }
}

