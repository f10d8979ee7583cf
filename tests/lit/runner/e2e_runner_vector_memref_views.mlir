// Memrefs whose elements are vectors through the view ops that count whole elements:
// subviews (strided, and a column of a 2-D one), expand_shape, collapse_shape, transpose,
// reinterpret_cast and extract_strided_metadata (its offset, sizes and strides in whole
// elements, its base a memref of one vector), and transfers of one whole element (mlir-opt
// 22 lowers those where the last dimension has unit stride).
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: ( 7, 107 )
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 3
// CHECK-NEXT: ( 0, 100 )
// CHECK-NEXT: ( 9, 109 )
// CHECK-NEXT: ( 7, 107 )
// CHECK-NEXT: ( 11, 111 )
// CHECK-NEXT: ( 3, 103 )
// CHECK-NEXT: ( 10, 110 )
// CHECK-NEXT: 2
// CHECK-NEXT: 5
// CHECK-NEXT: ( 3, 103 )
// CHECK-NEXT: ( 9, 9 )
func.func @fill(%m: memref<12xvector<2xi32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %lanes = arith.constant dense<[0, 100]> : vector<2xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %b = vector.broadcast %ii : i32 to vector<2xi32>
    %s = arith.addi %b, %lanes : vector<2xi32>
    memref.store %s, %m[%i] : memref<12xvector<2xi32>>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<12xvector<2xi32>>
  call @fill(%m) : (memref<12xvector<2xi32>>) -> ()
  // every third element from the second
  %sv = memref.subview %m[1] [4] [3] : memref<12xvector<2xi32>> to memref<4xvector<2xi32>, strided<[3], offset: 1>>
  %e = memref.load %sv[%c2] : memref<4xvector<2xi32>, strided<[3], offset: 1>>
  vector.print %e : vector<2xi32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %sv : memref<4xvector<2xi32>, strided<[3], offset: 1>> -> memref<vector<2xi32>>, index, index, index
  vector.print %off : index
  vector.print %sz : index
  vector.print %st : index
  %b0 = memref.load %base[] : memref<vector<2xi32>>
  vector.print %b0 : vector<2xi32>
  // as a 3x4 grid, a column of it, and back
  %grid = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xvector<2xi32>> into memref<3x4xvector<2xi32>>
  %g = memref.load %grid[%c2, %c1] : memref<3x4xvector<2xi32>>
  vector.print %g : vector<2xi32>
  %col = memref.subview %grid[0, 3] [3, 1] [1, 1] : memref<3x4xvector<2xi32>> to memref<3xvector<2xi32>, strided<[4], offset: 3>>
  %c = memref.load %col[%c1] : memref<3xvector<2xi32>, strided<[4], offset: 3>>
  vector.print %c : vector<2xi32>
  %tr = memref.transpose %grid (i, j) -> (j, i) : memref<3x4xvector<2xi32>> to memref<4x3xvector<2xi32>, strided<[1, 4]>>
  %t = memref.load %tr[%c3, %c2] : memref<4x3xvector<2xi32>, strided<[1, 4]>>
  vector.print %t : vector<2xi32>
  %flat = memref.collapse_shape %grid [[0, 1]] : memref<3x4xvector<2xi32>> into memref<12xvector<2xi32>>
  %f = memref.load %flat[%c3] : memref<12xvector<2xi32>>
  vector.print %f : vector<2xi32>
  %rc = memref.reinterpret_cast %m to offset: [2], sizes: [2, 5], strides: [5, 1] : memref<12xvector<2xi32>> to memref<2x5xvector<2xi32>, strided<[5, 1], offset: 2>>
  %r = memref.load %rc[%c1, %c3] : memref<2x5xvector<2xi32>, strided<[5, 1], offset: 2>>
  vector.print %r : vector<2xi32>
  %rb, %ro, %rs:2, %rt:2 = memref.extract_strided_metadata %rc : memref<2x5xvector<2xi32>, strided<[5, 1], offset: 2>> -> memref<vector<2xi32>>, index, index, index, index, index
  vector.print %ro : index
  vector.print %rt#0 : index
  // a transfer of one whole element reads or writes it
  %pad = arith.constant dense<-1> : vector<2xi32>
  %x = vector.transfer_read %flat[%c3], %pad : memref<12xvector<2xi32>>, vector<2xi32>
  vector.print %x : vector<2xi32>
  %nine = arith.constant dense<9> : vector<2xi32>
  %tail = memref.subview %m[8] [4] [1] : memref<12xvector<2xi32>> to memref<4xvector<2xi32>, strided<[1], offset: 8>>
  vector.transfer_write %nine, %tail[%c3] : vector<2xi32>, memref<4xvector<2xi32>, strided<[1], offset: 8>>
  %y = memref.load %m[%c0] : memref<12xvector<2xi32>>
  %c11 = arith.constant 11 : index
  %z = memref.load %m[%c11] : memref<12xvector<2xi32>>
  vector.print %z : vector<2xi32>
  memref.dealloc %m : memref<12xvector<2xi32>>
  return
}
