// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// scf.while whose after region reads the previous value after writing the new one
func.func @wc(%t: tensor<5xf32>, %n: index) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %k = %c0) : (tensor<5xf32>, index) -> (tensor<5xf32>, index) {
    %go = arith.cmpi ult, %k, %n : index
    scf.condition(%go) %a, %k : tensor<5xf32>, index
  } do {
  ^bb0(%b: tensor<5xf32>, %kk: index):
    %v = tensor.extract %b[%c1] : tensor<5xf32>
    %w = tensor.insert %v into %b[%c0] : tensor<5xf32>
    %old = tensor.extract %b[%c0] : tensor<5xf32>
    %w2 = tensor.insert %old into %w[%c1] : tensor<5xf32>
    %k1 = arith.addi %kk, %c1 : index
    scf.yield %w2, %k1 : tensor<5xf32>, index
  }
  return %r#0 : tensor<5xf32>
}
