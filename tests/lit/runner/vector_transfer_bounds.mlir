// Where a vector transfer may leave its buffer. A transferred dimension that is not declared
// in bounds pads: its lanes outside the buffer read the padding and write nothing. A dimension
// declared in bounds, or an index of a dimension the vector does not walk, is a promise: the
// lowered program reads or writes there without any check, so the interpreter reports the
// access as out of bounds. A lane the mask turns off is never accessed. @main runs under both
// runners; the other entries are the faults.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -convert-vector-to-scf -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -convert-vector-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// RUN: not bufopt-runner %s -e promised_read 2>&1 | FileCheck %s --check-prefix=PROMISED-READ
// RUN: not bufopt-runner %s -e promised_write 2>&1 | FileCheck %s --check-prefix=PROMISED-WRITE
// RUN: not bufopt-runner %s -e row_past_end_read 2>&1 | FileCheck %s --check-prefix=ROW-READ
// RUN: not bufopt-runner %s -e row_past_end_write 2>&1 | FileCheck %s --check-prefix=ROW-WRITE
// RUN: not bufopt-runner %s -e column_walk_row_past_end 2>&1 | FileCheck %s --check-prefix=COLUMN
// CHECK:      ( 3, 4, -1, -1 )
// CHECK-NEXT: ( 1, 2, 3, 9 )
// CHECK-NEXT: ( 3, 4, -1, -1 )
// CHECK-NEXT: ( ( 5, 6, -1 ), ( -1, -1, -1 ) )
// PROMISED-READ: error: out of bounds access by 'vector.transfer_read': index 4 of dimension 0 is outside [0, 4)
// PROMISED-READ: note: allocated here
// PROMISED-WRITE: error: out of bounds access by 'vector.transfer_write': index 4 of dimension 0 is outside [0, 4)
// ROW-READ: error: out of bounds access by 'vector.transfer_read': index 2 of dimension 0 is outside [0, 2)
// ROW-WRITE: error: out of bounds access by 'vector.transfer_write': index 2 of dimension 0 is outside [0, 2)
// COLUMN: error: out of bounds access by 'vector.transfer_read': index 3 of dimension 1 is outside [0, 3)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.transfer_write %init, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  // Not declared in bounds: the two lanes past the end pad, and the write keeps only lane 0.
  %tail = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  vector.print %tail : vector<4xf32>
  %nines = arith.constant dense<9.0> : vector<4xf32>
  vector.transfer_write %nines, %m[%c3] : vector<4xf32>, memref<4xf32>
  %all = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %all : vector<4xf32>
  // Declared in bounds, but the lanes that would leave the buffer are masked off.
  vector.transfer_write %init, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  %half = vector.create_mask %c2 : vector<4xi1>
  %masked = vector.transfer_read %m[%c2], %pad, %half {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %masked : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  // Two dimensions, both padding: read from (1, 1) of a 2x3
  // buffer, its last column and its whole second row pad.
  %g = memref.alloc() : memref<2x3xf32>
  %rows = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  vector.transfer_write %rows, %g[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<2x3xf32>
  %corner = vector.transfer_read %g[%c1, %c1], %pad : memref<2x3xf32>, vector<2x3xf32>
  vector.print %corner : vector<2x3xf32>
  memref.dealloc %g : memref<2x3xf32>
  return
}

func.func @promised_read() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

func.func @promised_write() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  %v = arith.constant dense<2.0> : vector<4xf32>
  vector.transfer_write %v, %m[%c1] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

func.func @row_past_end_read() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<2x3xf32>
  %v = vector.transfer_read %m[%c2, %c0], %pad : memref<2x3xf32>, vector<3xf32>
  vector.print %v : vector<3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}

func.func @row_past_end_write() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2x3xf32>
  %v = arith.constant dense<5.0> : vector<3xf32>
  vector.transfer_write %v, %m[%c2, %c0] : vector<3xf32>, memref<2x3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}

// The vector walks dimension 0 (a column): the column index 3 is not transferred.
func.func @column_walk_row_past_end() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<2x3xf32>
  %v = vector.transfer_read %m[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<2x3xf32>, vector<2xf32>
  vector.print %v : vector<2xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
