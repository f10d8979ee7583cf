// FLAGS: -one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries"
func.func @callee(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  return %r, %e : tensor<4xf32>, tensor<4xf32>
}
func.func @g(%t: tensor<4xf32>, %b: i1, %v: f32, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x:2 = call @callee(%t, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %i = scf.if %b -> tensor<4xf32> {
    %a = tensor.insert %v into %x#0[%c0] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %x#1 : tensor<4xf32>
  }
  %w:2 = scf.while (%a = %i, %q = %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = tensor.extract %a[%c0] : tensor<4xf32>
    %cond = arith.cmpf olt, %s, %v : f32
    scf.condition(%cond) %a, %q : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%a2: tensor<4xf32>, %q2: tensor<4xf32>):
    %u = tensor.insert %v into %a2[%c1] : tensor<4xf32>
    scf.yield %u, %q2 : tensor<4xf32>, tensor<4xf32>
  }
  %f = scf.forall (%k) in (%n) shared_outs(%o = %w#0) -> tensor<4xf32> {
    %sl = tensor.extract_slice %o[%k][1][1] : tensor<4xf32> to tensor<1xf32>
    %fl = linalg.fill ins(%v : f32) outs(%sl : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fl into %o[%k][1][1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %ex = scf.execute_region -> tensor<4xf32> {
    %z = tensor.insert %v into %w#1[%c1] : tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  return %f, %ex : tensor<4xf32>, tensor<4xf32>
}
