// FLAGS: --transform-interpreter --split-input-file
// The empty tensor that feeds a linalg input is replaced by the output the
// body never reads (same type and map); the erase-inputs patterns then read
// that input through the output's argument and drop it.
func.func @bias_into_result(%acc: tensor<16x4xf32>, %b: tensor<4xf32>, %x: tensor<16x8xf32>, %w: tensor<8x4xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %p = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x4xf32>) outs(%z : tensor<16x4xf32>) -> tensor<16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p, %b : tensor<16x4xf32>, tensor<4xf32>) outs(%acc : tensor<16x4xf32>) {
  ^bb0(%pv: f32, %bv: f32, %unused: f32):
    %s = arith.addf %pv, %bv : f32
    linalg.yield %s : f32
  } -> tensor<16x4xf32>
  return %r : tensor<16x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.eliminate_empty_tensors %fs : !transform.any_op
    transform.apply_patterns to %fs {
      transform.apply_patterns.linalg.erase_unnecessary_inputs
    } : !transform.any_op
    transform.yield
  }
}

// -----

// The output is read by the body: no elimination, and the patterns only
// merge the input repeated with the same map.
func.func @output_is_read(%acc: tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%f, %a, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%fv: f32, %a1: f32, %a2: f32, %o: f32):
    %s = arith.addf %fv, %a1 : f32
    %t = arith.addf %s, %a2 : f32
    %u = arith.addf %t, %o : f32
    linalg.yield %u : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.eliminate_empty_tensors %fs : !transform.any_op
    transform.apply_patterns to %fs {
      transform.apply_patterns.linalg.erase_unnecessary_inputs
    } {apply_cse} : !transform.any_op
    transform.yield
  }
}
