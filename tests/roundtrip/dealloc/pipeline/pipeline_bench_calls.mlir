// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @f0(%arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<64xf32, strided<[?], offset: ?>> {
    memref.store %arg1, %arg0[%arg2] : memref<64xf32, strided<[?], offset: ?>>
    return %arg0 : memref<64xf32, strided<[?], offset: ?>>
  }
  func.func @f1(%arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<64xf32, strided<[?], offset: ?>> {
    memref.store %arg1, %arg0[%arg2] : memref<64xf32, strided<[?], offset: ?>>
    %0 = call @f0(%arg0, %arg1, %arg2) : (memref<64xf32, strided<[?], offset: ?>>, f32, index) -> memref<64xf32, strided<[?], offset: ?>>
    return %0 : memref<64xf32, strided<[?], offset: ?>>
  }
  func.func @f2(%arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<64xf32, strided<[?], offset: ?>> {
    memref.store %arg1, %arg0[%arg2] : memref<64xf32, strided<[?], offset: ?>>
    %0 = call @f1(%arg0, %arg1, %arg2) : (memref<64xf32, strided<[?], offset: ?>>, f32, index) -> memref<64xf32, strided<[?], offset: ?>>
    return %0 : memref<64xf32, strided<[?], offset: ?>>
  }
}

