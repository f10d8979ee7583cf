// Views whose unit dimensions are ambiguous: a rank-reducing subview and a rank-reducing
// extract_slice of a 1x2x1 shape drop the trailing unit dimension (the subview says so by its
// strides, the slice by MLIR's rule of keeping leading unit dimensions), and a collapse_shape
// whose groups end in unit dimensions takes its stride from the dimensions that are not unit.
// FLAGS: -one-shot-bufferize
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 13
// CHECK: sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}11,   12]]
// CHECK: sizes = [4] strides = [6] data =
// CHECK-NEXT: [7,  7,  7,  7]
// CHECK: 17
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : i64

  // A 2x2x2 buffer numbered 10 + i*4 + j*2 + k.
  %cube = memref.alloc() : memref<2x2x2xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %n = affine.apply affine_map<(a, b, c) -> (a * 4 + b * 2 + c)>(%i, %j, %k)
        %ni = arith.index_cast %n : index to i64
        %v = arith.addi %ni, %c10 : i64
        memref.store %v, %cube[%i, %j, %k] : memref<2x2x2xi64>
      }
    }
  }
  %pick = memref.subview %cube[0, 0, 1] [1, 2, 1] [1, 1, 1] : memref<2x2x2xi64> to memref<1x2xi64, strided<[4, 2], offset: 1>>
  %x = memref.load %pick[%c0, %c1] : memref<1x2xi64, strided<[4, 2], offset: 1>>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()

  %row = memref.alloc() : memref<1x2x1xi64>
  %eleven = arith.constant 11 : i64
  %twelve = arith.constant 12 : i64
  memref.store %eleven, %row[%c0, %c0, %c0] : memref<1x2x1xi64>
  memref.store %twelve, %row[%c0, %c1, %c0] : memref<1x2x1xi64>
  %flat = memref.subview %row[0, 0, 0] [1, 2, 1] [1, 1, 1] : memref<1x2x1xi64> to memref<1x2xi64, strided<[2, 1]>>
  %uflat = memref.cast %flat : memref<1x2xi64, strided<[2, 1]>> to memref<*xi64>
  call @printMemrefI64(%uflat) : (memref<*xi64>) -> ()

  // Every other column of a 4x6 buffer, viewed as 4x1x1 and collapsed back to 4.
  %grid = memref.alloc() : memref<4x6xi64>
  %zero = arith.constant 0 : i64
  linalg.fill ins(%zero : i64) outs(%grid : memref<4x6xi64>)
  %column = memref.subview %grid[0, 2] [4, 1] [1, 1] : memref<4x6xi64> to memref<4x1xi64, strided<[6, 1], offset: 2>>
  %deep = memref.expand_shape %column [[0], [1, 2]] output_shape [4, 1, 1] : memref<4x1xi64, strided<[6, 1], offset: 2>> into memref<4x1x1xi64, strided<[6, 1, 1], offset: 2>>
  %back = memref.collapse_shape %deep [[0, 1, 2]] : memref<4x1x1xi64, strided<[6, 1, 1], offset: 2>> into memref<4xi64, strided<[6], offset: 2>>
  %seven = arith.constant 7 : i64
  linalg.fill ins(%seven : i64) outs(%back : memref<4xi64, strided<[6], offset: 2>>)
  %uback = memref.cast %back : memref<4xi64, strided<[6], offset: 2>> to memref<*xi64>
  call @printMemrefI64(%uback) : (memref<*xi64>) -> ()

  %t = bufferization.to_tensor %cube restrict : memref<2x2x2xi64> to tensor<2x2x2xi64>
  %s = tensor.extract_slice %t[1, 0, 1] [1, 2, 1] [1, 1, 1] : tensor<2x2x2xi64> to tensor<1x2xi64>
  %y = tensor.extract %s[%c0, %c1] : tensor<1x2xi64>
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()

  memref.dealloc %cube : memref<2x2x2xi64>
  memref.dealloc %row : memref<1x2x1xi64>
  memref.dealloc %grid : memref<4x6xi64>
  return
}
