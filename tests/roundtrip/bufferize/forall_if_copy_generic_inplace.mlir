// FLAGS: -one-shot-bufferize="test-analysis-only"
// The seed-53893 shape with the fresh tensor an alloc_tensor copying the
// slice and the second fill replaced by a linalg.generic that reads and
// writes the scf.if result: the extract_slice stays in place. (Without
// print-conflicts: mlir-opt reports the other conflicts in varying order.)
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
      %v15 = bufferization.alloc_tensor() copy(%v8) : tensor<2xf32>
      scf.yield %v15 : tensor<2xf32>
    } else {
      scf.yield %v8 : tensor<2xf32>
    }
    %v17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v13 : tensor<2xf32>) {
    ^bb0(%o: f32):
      %q = arith.addf %o, %v9 : f32
      linalg.yield %q : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v17 into %v5[%v7] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %v3 : tensor<?xf32>
}
