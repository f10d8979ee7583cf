// End-to-end program for the structured affine ops: nested affine.for loops
// fill a buffer through affine.store with a symbol in its subscripts, an
// affine.for carrying a sum reads a tensor (bufferized around the loop),
// affine.if on an integer set picks the diagonal, an affine.parallel adds up
// a row with a min/max bounded range, vector loads and stores copy a row,
// and linearize/delinearize round-trip an index. (affine.prefetch declares
// no memory effects, which the deallocation pipeline rejects.) The e2e suite runs it with
// mlir-runner (after lower-affine) and with bufopt-runner.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | diff - %t
#diagonal = affine_set<(d0, d1) : (d0 - d1 == 0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @row_sum(%t: tensor<8xf32>, %n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to %n iter_args(%acc = %zero) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %y = arith.addf %acc, %x : f32
    affine.yield %y : f32
  }
  return %s : f32
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 step 1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %m[%i, %j] : memref<4x8xf32>
    }
  }
  // Double the diagonal, negate the rest of the first column.
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.if #diagonal(%i, %j) {
        %x = affine.load %m[%i, %j] : memref<4x8xf32>
        %y = arith.addf %x, %x : f32
        affine.store %y, %m[%i, %j] : memref<4x8xf32>
      } else {
        affine.if affine_set<(d0) : (d0 == 0)>(%j) {
          %x = affine.load %m[%i, 0] : memref<4x8xf32>
          %y = arith.negf %x : f32
          affine.store %y, %m[%i, 0] : memref<4x8xf32>
        }
      }
    }
  }
  // Shift row 3 right by one from column symbol(%c3) on, last to first.
  affine.for %j = 0 to 4 {
    %x = affine.load %m[3, -%j + 6] : memref<4x8xf32>
    affine.store %x, %m[3, -%j + 7] : memref<4x8xf32>
  }
  affine.store %one, %m[3, symbol(%c3)] : memref<4x8xf32>
  // Copy the first half of row 1 into the second half of row 2.
  %v = affine.vector_load %m[1, 0] : memref<4x8xf32>, vector<4xf32>
  affine.vector_store %v, %m[2, 4] : memref<4x8xf32>, vector<4xf32>
  %u = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // A reduction over rows 1..3 and columns max(1, 3-2)..min(5, 3+3).
  %sum, %big = affine.parallel (%i, %j) = (1, max(1, %c3 - 2)) to (4, min(5, %c3 + 3)) reduce ("addf", "maximumf") -> (f32, f32) {
    %x = affine.load %m[%i, %j] : memref<4x8xf32>
    affine.yield %x, %x : f32, f32
  }
  call @printF32(%sum) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%big) : (f32) -> ()
  call @printNewline() : () -> ()
  %t = tensor.empty() : tensor<8xf32>
  %filled = linalg.fill ins(%one : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = call @row_sum(%filled, %c3) : (tensor<8xf32>, index) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  // 29 = ((1 * 3) + 2) * 5 + 4 over the basis (2, 3, 5); and back.
  %c29 = arith.constant 29 : index
  %d:3 = affine.delinearize_index %c29 into (2, 3, 5) : index, index, index
  %l = affine.linearize_index disjoint [%d#0, %d#1, %d#2] by (3, 5) : index
  %mn = affine.min affine_map<(d0, d1) -> (d0, d1 * 4)>(%l, %d#1)
  %mx = affine.max affine_map<(d0)[s0] -> (d0 - 30, s0 mod 4)>(%l)[%c29]
  %pr = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%d#0, %d#1, %d#2)
  %all = affine.apply affine_map<(d0, d1, d2, d3) -> (d0 * 1000000 + d1 * 10000 + d2 * 100 + d3)>(%pr, %l, %mn, %mx)
  %alli = arith.index_cast %all : index to i64
  call @printI64(%alli) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
