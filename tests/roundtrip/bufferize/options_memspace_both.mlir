// FLAGS: -one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space test-analysis-only print-conflicts copy-before-write"
module {
  func.func @f(%t: tensor<10xf32>, %s: tensor<3xf32>, %i: index) -> (tensor<10xf32>, f32) {
    %c = arith.constant 0.0 : f32
    %e = tensor.extract_slice %t[0][3][1] : tensor<10xf32> to tensor<3xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    %r = tensor.insert_slice %f into %t[0][3][1] : tensor<3xf32> into tensor<10xf32>
    %x = tensor.extract %t[%i] : tensor<10xf32>
    %l = scf.for %iv = %i to %i step %i iter_args(%a = %r) -> tensor<10xf32> {
      %w = tensor.insert %x into %a[%iv] : tensor<10xf32>
      scf.yield %w : tensor<10xf32>
    }
    return %l, %x : tensor<10xf32>, f32
  }
}
