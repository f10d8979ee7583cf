// FLAGS: -buffer-deallocation-pipeline
// The pipeline's first canonicalize turns the alloca's constant size into a
// static one and folds the two casts into one from memref<1xf32> to
// memref<4xf32>, which does not verify: mlir-opt reports it after that step.
// Later steps would turn the cast into a clone that does verify, so the
// failure must be caught where it happens, not at the end.
func.func @shrunk(%m: memref<4xf32>) -> memref<4xf32> {
  %one = arith.constant 1 : index
  %buf = memref.alloca(%one) : memref<?xf32>
  %view = memref.cast %buf : memref<?xf32> to memref<4xf32>
  return %view : memref<4xf32>
}
