// Memrefs of vectors in the interpreter: a memref<4xvector<2xf32>> is held as a 4x2 view of
// scalars, so allocation, memref.load/store and vector.load/store of whole elements,
// vector.type_cast (which only moves the split between memref and vector dimensions),
// memref.cast, memref.dim and memref.copy carry over. The second RUN line lowers @main with
// mlir-opt 22 and runs it with mlir-runner against the same CHECK lines (LLVM pads a vector to
// a power of two bytes: the vectors here are 4 wide, so that a type_cast of scalars matches
// the layout mlir-runner uses). The next ones run the permuted transfers of
// vector_transfer_permuted.mlir as -convert-vector-to-scf stages them (through memrefs of
// vectors and type_casts), and show the interpreter catching that lowering's read past the end
// of the mask of a transfer with an unused source dimension. A subview counts whole vector
// elements, and its bounds are the memref's (e2e_runner_vector_memref_views.mlir runs the
// view ops); a transfer of several elements of a memref of vectors stays a diagnostic, as
// mlir-opt 22 cannot lower one.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -convert-vector-to-scf -convert-scf-to-cf -finalize-memref-to-llvm -convert-vector-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// RUN: mlir-opt %S/vector_transfer_permuted.mlir -lower-vector-mask -convert-vector-to-scf -mlir-print-op-generic -o %t
// RUN: bufopt-runner %t -e masked | FileCheck %s --check-prefix=STAGED
// RUN: not bufopt-runner %t -e masked_unused_dim 2>&1 | FileCheck %s --check-prefix=PAST-MASK
// RUN: not bufopt-runner %s -e subview 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not bufopt-runner %s -e transfer_rows 2>&1 | FileCheck %s --check-prefix=ROWS
// CHECK:      ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( 9, 10, 11, 12 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: 2
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 9, 10, 11, 12 ) )
// STAGED:      ( ( 1, -1 ), ( 2, -1 ), ( -1, -1 ) )
// STAGED-NEXT: ( ( 5, -1, 7, 8 ), ( 5, -1, 7, 8 ) )
// STAGED-NEXT: ( ( 1, -1 ), ( 2, -1 ), ( -1, -1 ) )
// STAGED-NEXT: ( ( 0, 0, 2, 0 ), ( 0, 0, 5, 0 ), ( 0, 7, 8, 0 ) )
// PAST-MASK: error: out of bounds access by 'memref.load': index 2 of dimension 0 is outside [0, 2)
// SUBVIEW: error: out of bounds slice: offset 2, size 2, stride 3 in dimension 0 of size 4
// ROWS: error: bufopt-runner cannot execute 'vector.transfer_read': vector.transfer_read on a memref of vectors other than of one element with unit last stride (mlir-opt 22 cannot lower it either)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // A whole 2x4 vector stored into a memref of one vector, then viewed as two rows.
  %whole = memref.alloca() : memref<vector<2x4xf32>>
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  memref.store %v, %whole[] : memref<vector<2x4xf32>>
  %back = memref.load %whole[] : memref<vector<2x4xf32>>
  vector.print %back : vector<2x4xf32>
  %rows = vector.type_cast %whole : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
  %row1 = memref.load %rows[%c1] : memref<2xvector<4xf32>>
  vector.print %row1 : vector<4xf32>
  %w = arith.constant dense<[9.0, 10.0, 11.0, 12.0]> : vector<4xf32>
  vector.store %w, %rows[%c1] : memref<2xvector<4xf32>>, vector<4xf32>
  %again = vector.load %rows[%c1] : memref<2xvector<4xf32>>, vector<4xf32>
  vector.print %again : vector<4xf32>
  // A scalar memref viewed as one vector through type_cast sees the same elements.
  %scalars = memref.alloc() : memref<2x4xf32>
  %as_vector = vector.type_cast %scalars : memref<2x4xf32> to memref<vector<2x4xf32>>
  %both = memref.load %whole[] : memref<vector<2x4xf32>>
  memref.store %both, %as_vector[] : memref<vector<2x4xf32>>
  %pad = arith.constant 0.0 : f32
  %read = vector.transfer_read %scalars[%c0, %c0], %pad : memref<2x4xf32>, vector<2x4xf32>
  vector.print %read : vector<2x4xf32>
  // A heap memref of vectors, its dimension, and a copy into it.
  %heap = memref.alloc(%c1) : memref<?xvector<2x4xf32>>
  %n = memref.dim %heap, %c0 : memref<?xvector<2x4xf32>>
  %n64 = arith.index_cast %n : index to i64
  %n2 = arith.addi %n64, %n64 : i64
  vector.print %n2 : i64
  %dyn = memref.cast %whole : memref<vector<2x4xf32>> to memref<vector<2x4xf32>>
  %one = memref.alloc() : memref<1xvector<2x4xf32>>
  memref.store %both, %one[%c0] : memref<1xvector<2x4xf32>>
  %onedyn = memref.cast %one : memref<1xvector<2x4xf32>> to memref<?xvector<2x4xf32>>
  memref.copy %onedyn, %heap : memref<?xvector<2x4xf32>> to memref<?xvector<2x4xf32>>
  %copied = memref.load %heap[%c0] : memref<?xvector<2x4xf32>>
  vector.print %copied : vector<2x4xf32>
  memref.dealloc %one : memref<1xvector<2x4xf32>>
  memref.dealloc %heap : memref<?xvector<2x4xf32>>
  memref.dealloc %scalars : memref<2x4xf32>
  return
}

// Elements 2 and 4 of a memref of 4: the second one is past the end.
func.func @subview() {
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<4xvector<2xf32>>
  %s = memref.subview %m[%c2] [2] [3] : memref<4xvector<2xf32>> to memref<2xvector<2xf32>, strided<[3], offset: ?>>
  return
}

func.func @transfer_rows() {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xvector<2xf32>>
  %pad = arith.constant dense<0.0> : vector<2xf32>
  %rows = vector.transfer_read %m[%c0], %pad : memref<4xvector<2xf32>>, vector<3x2xf32>
  return
}
