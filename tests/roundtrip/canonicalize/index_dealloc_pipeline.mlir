// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// The index folds inside the deallocation pipeline's canonicalize: the
// loop bound and the allocation size fold to constants.
func.func @f(%t: tensor<?xf32>, %x: index) -> tensor<?xf32> {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c3 = index.constant 3
  %n = index.mul %c2, %c3
  %m = index.add %x, %c0
  %e = tensor.empty(%n) : tensor<?xf32>
  %p = index.cmp slt(%m, %m)
  %r = scf.if %p -> tensor<?xf32> {
    scf.yield %e : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
