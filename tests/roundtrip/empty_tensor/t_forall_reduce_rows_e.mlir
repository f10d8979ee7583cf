// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// forall computing one row reduction per thread into a shared 1-d output via 0-d/1-element slices
func.func @row_max(%x: tensor<6x32xf32>) -> tensor<6xf32> {
  %lowest = arith.constant -1.0e+30 : f32
  %init = tensor.empty() : tensor<6xf32>
  %r = scf.forall (%i) in (6) shared_outs(%o = %init) -> (tensor<6xf32>) {
    %row = tensor.extract_slice %x[%i, 0] [1, 32] [1, 1] : tensor<6x32xf32> to tensor<32xf32>
    %dst = tensor.extract_slice %o[%i] [1] [1] : tensor<6xf32> to tensor<f32>
    %f = linalg.fill ins(%lowest : f32) outs(%dst : tensor<f32>) -> tensor<f32>
    %m = linalg.reduce ins(%row : tensor<32xf32>) outs(%f : tensor<f32>) dimensions = [0]
      (%a: f32, %b: f32) {
        %mx = arith.maximumf %a, %b : f32
        linalg.yield %mx : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i] [1] [1] : tensor<f32> into tensor<6xf32>
    }
  }
  return %r : tensor<6xf32>
}
