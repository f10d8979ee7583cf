// FLAGS: -one-shot-bufferize="test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=7"
func.func @f(%t: tensor<10xf32>, %s: tensor<3xf32>, %i: index, %v: f32) -> (tensor<10xf32>, tensor<10xf32>, f32) {
  %c = arith.constant 0.0 : f32
  %e = tensor.extract_slice %t[0][3][1] : tensor<10xf32> to tensor<3xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = tensor.insert_slice %f into %t[0][3][1] : tensor<3xf32> into tensor<10xf32>
  %x = tensor.extract %t[%i] : tensor<10xf32>
  %a1 = tensor.insert %v into %t[%i] : tensor<10xf32>
  %a2 = tensor.insert %v into %a1[%i] : tensor<10xf32>
  %y = tensor.extract %a1[%i] : tensor<10xf32>
  %l = scf.for %iv = %i to %i step %i iter_args(%a = %r) -> tensor<10xf32> {
    %w = tensor.insert %x into %a[%iv] : tensor<10xf32>
    %w2 = tensor.insert %y into %t[%iv] : tensor<10xf32>
    %z = tensor.extract %w2[%i] : tensor<10xf32>
    %w3 = tensor.insert %z into %w[%iv] : tensor<10xf32>
    scf.yield %w3 : tensor<10xf32>
  }
  %q = tensor.insert %x into %s[%i] : tensor<3xf32>
  %q2 = tensor.insert_slice %q into %a2[1][3][1] : tensor<3xf32> into tensor<10xf32>
  %m = arith.addf %x, %y : f32
  return %l, %q2, %m : tensor<10xf32>, tensor<10xf32>, f32
}
