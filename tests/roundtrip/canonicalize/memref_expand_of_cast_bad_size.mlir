// FLAGS: -canonicalize
// A constant output size that contradicts the static size behind a foldable
// memref.cast is still taken as static, as mlir-opt does: the rewritten
// expansion no longer verifies, and the error names it.
func.func @wrong_constant(%a: memref<120xf32>) -> memref<?x20xf32> {
  %k7 = arith.constant 7 : index
  %c = memref.cast %a : memref<120xf32> to memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%k7, 20] : memref<?xf32> into memref<?x20xf32>
  return %e : memref<?x20xf32>
}
