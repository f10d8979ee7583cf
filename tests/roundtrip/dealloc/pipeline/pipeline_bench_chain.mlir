// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @chain(%arg0: memref<1024xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index, %arg3: index) -> (memref<1024xf32, strided<[?], offset: ?>>, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    memref.store %arg1, %arg0[%arg2] : memref<1024xf32, strided<[?], offset: ?>>
    memref.store %arg1, %arg0[%arg2] : memref<1024xf32, strided<[?], offset: ?>>
    memref.store %arg1, %arg0[%arg2] : memref<1024xf32, strided<[?], offset: ?>>
    return %arg0, %cst : memref<1024xf32, strided<[?], offset: ?>>, f32
  }
}

