// The interpreter on affine ops: a loop whose upper bound map lets the
// subscript run one past the end is stopped at the faulting affine.store;
// a loop whose bounds cross runs zero times and yields its init; an
// affine.parallel with no iterations returns the reductions' identities.
// RUN: not bufopt-runner %s -e past_end 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: bufopt-runner %s -e empty_ranges | FileCheck %s --check-prefix=EMPTY
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

// OOB: affine_ops.mlir:[[# @LINE + 5]]:5: error: out of bounds
func.func @past_end() {
  %m = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to min affine_map<() -> (5, 9)>() {
    affine.store %z, %m[%i] : memref<4xf32>
  }
  memref.dealloc %m : memref<4xf32>
  return
}

// EMPTY: 7
// EMPTY-NEXT: -inf
// EMPTY-NEXT: 1
func.func @empty_ranges() {
  %seven = arith.constant 7 : i64
  %r = affine.for %i = 5 to 2 iter_args(%a = %seven) -> (i64) {
    %b = arith.addi %a, %a : i64
    affine.yield %b : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %mx, %pr = affine.parallel (%i) = (3) to (3) reduce ("maximumf", "muli") -> (f32, i64) {
    %f = arith.constant 2.0 : f32
    %k = arith.constant 2 : i64
    affine.yield %f, %k : f32, i64
  }
  call @printF32(%mx) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printI64(%pr) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
