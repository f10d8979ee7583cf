// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @tiled0(%arg0: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg1: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg2: memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %c256 step %c32 iter_args(%arg4 = %arg2) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %c256 step %c32 iter_args(%arg6 = %arg4) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
        %subview = memref.subview %arg0[%arg3, 0] [32, 256] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x256xf32, strided<[?, ?], offset: ?>>
        %subview_0 = memref.subview %arg1[0, %arg5] [256, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<256x32xf32, strided<[?, ?], offset: ?>>
        %subview_1 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        linalg.fill ins(%cst : f32) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        linalg.matmul ins(%subview, %subview_0 : memref<32x256xf32, strided<[?, ?], offset: ?>>, memref<256x32xf32, strided<[?, ?], offset: ?>>) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        %subview_2 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        memref.copy %subview_1, %subview_2 : memref<32x32xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        scf.yield %arg6 : memref<256x256xf32, strided<[?, ?], offset: ?>>
      }
      scf.yield %1 : memref<256x256xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<256x256xf32, strided<[?, ?], offset: ?>>
  }
  func.func @tiled1(%arg0: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg1: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg2: memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %c256 step %c32 iter_args(%arg4 = %arg2) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %c256 step %c32 iter_args(%arg6 = %arg4) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
        %subview = memref.subview %arg0[%arg3, 0] [32, 256] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x256xf32, strided<[?, ?], offset: ?>>
        %subview_0 = memref.subview %arg1[0, %arg5] [256, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<256x32xf32, strided<[?, ?], offset: ?>>
        %subview_1 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        linalg.fill ins(%cst : f32) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        linalg.matmul ins(%subview, %subview_0 : memref<32x256xf32, strided<[?, ?], offset: ?>>, memref<256x32xf32, strided<[?, ?], offset: ?>>) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        %subview_2 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        memref.copy %subview_1, %subview_2 : memref<32x32xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        scf.yield %arg6 : memref<256x256xf32, strided<[?, ?], offset: ?>>
      }
      scf.yield %1 : memref<256x256xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<256x256xf32, strided<[?, ?], offset: ?>>
  }
  func.func @tiled2(%arg0: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg1: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg2: memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %c256 step %c32 iter_args(%arg4 = %arg2) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %c256 step %c32 iter_args(%arg6 = %arg4) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
        %subview = memref.subview %arg0[%arg3, 0] [32, 256] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x256xf32, strided<[?, ?], offset: ?>>
        %subview_0 = memref.subview %arg1[0, %arg5] [256, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<256x32xf32, strided<[?, ?], offset: ?>>
        %subview_1 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        linalg.fill ins(%cst : f32) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        linalg.matmul ins(%subview, %subview_0 : memref<32x256xf32, strided<[?, ?], offset: ?>>, memref<256x32xf32, strided<[?, ?], offset: ?>>) outs(%subview_1 : memref<32x32xf32, strided<[?, ?], offset: ?>>)
        %subview_2 = memref.subview %arg6[%arg3, %arg5] [32, 32] [1, 1] : memref<256x256xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        memref.copy %subview_1, %subview_2 : memref<32x32xf32, strided<[?, ?], offset: ?>> to memref<32x32xf32, strided<[?, ?], offset: ?>>
        scf.yield %arg6 : memref<256x256xf32, strided<[?, ?], offset: ?>>
      }
      scf.yield %1 : memref<256x256xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<256x256xf32, strided<[?, ?], offset: ?>>
  }
}

