// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
func.func @one(%t: tensor<8xf32>, %u: tensor<2xf32>, %f: f32, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %u[%i] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %r2 = scf.forall (%i) in (%n) shared_outs(%o = %r) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %u[%i] : tensor<2xf32>
    %y = tensor.extract %x[%i] : tensor<2xf32>
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %z = tensor.insert %y into %s[%i] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %z into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r, %r2 : tensor<8xf32>, tensor<8xf32>
}
