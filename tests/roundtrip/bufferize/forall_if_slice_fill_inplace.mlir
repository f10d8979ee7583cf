// FLAGS: -one-shot-bufferize="test-analysis-only print-conflicts"
// Found by fuzzing (seed 53893): inside scf.forall, an scf.if yields either a
// slice of the shared output or a fresh tensor, a fill writes the result and
// parallel_insert_slice puts it back at the same offsets. The extract_slice
// stays in place: mlir-opt 22 lets an op in the graph region of
// scf.forall.in_parallel dominate itself, so the insertion's read of its
// source happens "before" its write into the shared output (bufopt grants
// this only when every origin of the source is the inserted subset or fresh).
func.func @f0(%n: index) -> tensor<?xf32> {
  %v2 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %v3 = scf.forall (%v4) in (2) shared_outs(%v5 = %v2) -> (tensor<?xf32>) {
    %c2 = arith.constant 2 : index
    %v7 = arith.muli %v4, %c2 : index
    %v8 = tensor.extract_slice %v5[%v7] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %v9 = arith.constant -1.000000e+00 : f32
    %v10 = linalg.fill ins(%v9 : f32) outs(%v8 : tensor<2xf32>) -> tensor<2xf32>
    %v12 = arith.cmpi eq, %v7, %c2 : index
    %v13 = scf.if %v12 -> (tensor<2xf32>) {
      %v15 = bufferization.alloc_tensor() : tensor<2xf32>
      scf.yield %v15 : tensor<2xf32>
    } else {
      scf.yield %v8 : tensor<2xf32>
    }
    %v17 = linalg.fill ins(%v9 : f32) outs(%v13 : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v17 into %v5[%v7] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %v3 : tensor<?xf32>
}
