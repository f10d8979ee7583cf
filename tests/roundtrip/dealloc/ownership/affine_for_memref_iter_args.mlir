// FLAGS: -ownership-based-buffer-deallocation
// An affine.for carrying a buffer: MLIR 22 adds the ownership flag to the
// loop's operands without growing its operand segments, and the verifier
// after the pass rejects the loop.
func.func @carried(%m: memref<10xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = affine.for %i = 0 to 10 iter_args(%acc = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    affine.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}
