// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// scf.forall writing tiles of a fresh tensor via parallel_insert_slice, then a reduction loop
func.func @tiles(%t: tensor<16xf32>) -> (tensor<16xf32>, f32) {
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %t[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %oo = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %n = linalg.negf ins(%s : tensor<4xf32>) outs(%oo : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %z) -> (f32) {
    %v = tensor.extract %r[%i] : tensor<16xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %r, %sum : tensor<16xf32>, f32
}
