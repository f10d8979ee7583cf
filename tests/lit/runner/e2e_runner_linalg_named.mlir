// Named linalg ops on memrefs, run by mlir-runner (after -convert-linalg-to-loops) and
// bufopt-runner alike: matmul, matvec, vecmat, dot, batch_matmul, conv_2d_nhwc_hwcf,
// pooling_nhwc_max, depthwise_conv_2d_nhwc_hwc, square, reciprocal, div_unsigned and
// quantized_matmul, each from its indexing maps and body as the interpreter derives them.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[9,   9],
// CHECK-NEXT:  [9,   9]]
// CHECK-NEXT: 27
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}[9,    9],
// CHECK-NEXT:   [9,    9]],
// CHECK-NEXT:  {{\[}}[9,    9],
// CHECK-NEXT:   [9,    9]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 3, 3, 1] strides = [9, 3, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}[15],
// CHECK-NEXT:    [21],
// CHECK-NEXT:    [27]],
// CHECK-NEXT:   {{\[}}[39],
// CHECK-NEXT:    [45],
// CHECK-NEXT:    [51]],
// CHECK-NEXT:   {{\[}}[63],
// CHECK-NEXT:    [69],
// CHECK-NEXT:    [75]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 3, 3, 1] strides = [9, 3, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}[5],
// CHECK-NEXT:    [6],
// CHECK-NEXT:    [7]],
// CHECK-NEXT:   {{\[}}[9],
// CHECK-NEXT:    [10],
// CHECK-NEXT:    [11]],
// CHECK-NEXT:   {{\[}}[13],
// CHECK-NEXT:    [14],
// CHECK-NEXT:    [15]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 3, 3, 1] strides = [9, 3, 1, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}[20],
// CHECK-NEXT:    [28],
// CHECK-NEXT:    [36]],
// CHECK-NEXT:   {{\[}}[52],
// CHECK-NEXT:    [60],
// CHECK-NEXT:    [68]],
// CHECK-NEXT:   {{\[}}[84],
// CHECK-NEXT:    [92],
// CHECK-NEXT:    [100]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0.444444,   0.444444,   0.444444],
// CHECK-NEXT:  [0.444444,   0.444444,   0.444444]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[2147483644,   2147483644],
// CHECK-NEXT:  [2147483644,   2147483644]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[-8,   -8],
// CHECK-NEXT:  [-8,   -8]]
// CHECKED: --check: same output before and after the passes

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @pf(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @main() {
  %a = memref.alloca() : memref<2x3xf32>
  %b = memref.alloca() : memref<3x2xf32>
  %c = memref.alloca() : memref<2x2xf32>
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<3x2xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)
  %cc = memref.cast %c : memref<2x2xf32> to memref<?x?xf32>
  call @pf(%cc) : (memref<?x?xf32>) -> ()
  %v = memref.alloca() : memref<3xf32>
  %r = memref.alloca() : memref<2xf32>
  linalg.fill ins(%two : f32) outs(%v : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%r : memref<2xf32>)
  linalg.matvec ins(%a, %v : memref<2x3xf32>, memref<3xf32>) outs(%r : memref<2xf32>)
  %w = memref.alloca() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%w : memref<2xf32>)
  %vr = memref.alloca() : memref<3xf32>
  linalg.fill ins(%zero : f32) outs(%vr : memref<3xf32>)
  linalg.vecmat ins(%w, %a : memref<2xf32>, memref<2x3xf32>) outs(%vr : memref<3xf32>)
  %s = memref.alloca() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%s : memref<f32>)
  linalg.dot ins(%v, %vr : memref<3xf32>, memref<3xf32>) outs(%s : memref<f32>)
  %sv = memref.load %s[] : memref<f32>
  vector.print %sv : f32
  %ba = memref.alloca() : memref<2x2x3xf32>
  %bb = memref.alloca() : memref<2x3x2xf32>
  %bc = memref.alloca() : memref<2x2x2xf32>
  linalg.fill ins(%one : f32) outs(%ba : memref<2x2x3xf32>)
  linalg.fill ins(%two : f32) outs(%bb : memref<2x3x2xf32>)
  linalg.fill ins(%zero : f32) outs(%bc : memref<2x2x2xf32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x2x3xf32>, memref<2x3x2xf32>) outs(%bc : memref<2x2x2xf32>)
  %ub = memref.cast %bc : memref<2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %img = memref.alloca() : memref<1x4x4x1xf32>
  %flt = memref.alloca() : memref<2x2x1x1xf32>
  %out = memref.alloca() : memref<1x3x3x1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      memref.store %lf, %img[%c0, %i, %j, %c0] : memref<1x4x4x1xf32>
    }
  }
  linalg.fill ins(%one : f32) outs(%flt : memref<2x2x1x1xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<1x3x3x1xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%img, %flt : memref<1x4x4x1xf32>, memref<2x2x1x1xf32>) outs(%out : memref<1x3x3x1xf32>)
  %uo = memref.cast %out : memref<1x3x3x1xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %win = memref.alloca() : memref<2x2xf32>
  %pool = memref.alloca() : memref<1x3x3x1xf32>
  %ninf = arith.constant -100.0 : f32
  linalg.fill ins(%ninf : f32) outs(%pool : memref<1x3x3x1xf32>)
  linalg.pooling_nhwc_max ins(%img, %win : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%pool : memref<1x3x3x1xf32>)
  %up = memref.cast %pool : memref<1x3x3x1xf32> to memref<*xf32>
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()
  %dw = memref.alloca() : memref<2x2x1xf32>
  linalg.fill ins(%two : f32) outs(%dw : memref<2x2x1xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<1x3x3x1xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%img, %dw : memref<1x4x4x1xf32>, memref<2x2x1xf32>) outs(%out : memref<1x3x3x1xf32>)
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %sq = memref.alloca() : memref<2x3xf32>
  linalg.square ins(%a : memref<2x3xf32>) outs(%sq : memref<2x3xf32>)
  linalg.reciprocal ins(%sq : memref<2x3xf32>) outs(%sq : memref<2x3xf32>)
  %usq = memref.cast %sq : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%usq) : (memref<*xf32>) -> ()
  %ia = memref.alloca() : memref<2x2xi32>
  %ib = memref.alloca() : memref<2x2xi32>
  %i7 = arith.constant -7 : i32
  %i2 = arith.constant 2 : i32
  linalg.fill ins(%i7 : i32) outs(%ia : memref<2x2xi32>)
  linalg.fill ins(%i2 : i32) outs(%ib : memref<2x2xi32>)
  linalg.div_unsigned ins(%ia, %ib : memref<2x2xi32>, memref<2x2xi32>) outs(%ia : memref<2x2xi32>)
  %uia = memref.cast %ia : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%uia) : (memref<*xi32>) -> ()
  %qa = memref.alloca() : memref<2x2xi8>
  %qb = memref.alloca() : memref<2x2xi8>
  %qc = memref.alloca() : memref<2x2xi32>
  %i8a = arith.constant 3 : i8
  %i8b = arith.constant -2 : i8
  %zp = arith.constant 1 : i32
  %zz = arith.constant 0 : i32
  linalg.fill ins(%i8a : i8) outs(%qa : memref<2x2xi8>)
  linalg.fill ins(%i8b : i8) outs(%qb : memref<2x2xi8>)
  linalg.fill ins(%zz : i32) outs(%qc : memref<2x2xi32>)
  linalg.quantized_matmul ins(%qa, %qb, %zp, %zz : memref<2x2xi8>, memref<2x2xi8>, i32, i32) outs(%qc : memref<2x2xi32>)
  %uqc = memref.cast %qc : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%uqc) : (memref<*xi32>) -> ()
  return
}
