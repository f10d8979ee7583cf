// FLAGS: -one-shot-bufferize="test-analysis-only"
// The rule that keeps parallel_insert_slice's own read/write pair apart must
// not apply to tensor.insert_slice in an ordinary block: a fill of the slice
// at offset 2 inserted at another offset conflicts, so the extract_slice goes
// out of place. (Without print-conflicts: mlir-opt reports either of two
// conflicts from run to run.)
func.func @f0(%n: index) -> tensor<?xf32> {
  %v2 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v3 = scf.for %v4 = %c0 to %c2 step %c1 iter_args(%v5 = %v2) -> (tensor<?xf32>) {
    %v7 = arith.muli %v4, %c2 : index
    %v9 = arith.constant -1.000000e+00 : f32
    %t = tensor.extract_slice %v5[%c2] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %g = linalg.fill ins(%v9 : f32) outs(%t : tensor<2xf32>) -> tensor<2xf32>
    %r = tensor.insert_slice %g into %v5[%v7] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %r : tensor<?xf32>
  }
  return %v3 : tensor<?xf32>
}
