// RUN: bufopt %s -one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="test-analysis-only dump-alias-sets analysis-heuristic=top-down" | FileCheck %s --check-prefix=TOPDOWN

// Alias sets list their members from the set's first member on, in the
// order in which the analysis merged them; block arguments are grouped per
// region and block.

// CHECK-LABEL: func @slices
// CHECK-SAME: __bbarg_alias_set_attr__ = {{\[}}{{\[}}{{\[}}["%arg0"], ["%arg1"]]]]
// CHECK: tensor.extract_slice {{.*}}__opresult_alias_set_attr__ = {{\[}}["%0", "%extracted_slice"]]
// CHECK: linalg.fill {{.*}}__opresult_alias_set_attr__ = {{\[}}["%0", "%extracted_slice"]]
// CHECK: tensor.insert_slice {{.*}}__opresult_alias_set_attr__ = {{\[}}["%1", "%inserted_slice"]]
// CHECK: tensor.insert {{.*}}__opresult_alias_set_attr__ = {{\[}}["%inserted", "%arg4"]]
// CHECK: } {__bbarg_alias_set_attr__ = {{\[}}{{\[}}{{\[}}["%inserted", "%arg4"]]]], __inplace_operands_attr__ = ["none", "none", "none", "true"], __opresult_alias_set_attr__ = {{\[}}["%1", "%inserted_slice"]]}

// Top-down, the slice is decided first and joins the argument's set.
// TOPDOWN-LABEL: func @slices
// TOPDOWN-SAME: __bbarg_alias_set_attr__ = {{\[}}{{\[}}{{\[}}["%extracted_slice", "%arg0"], ["%arg1"]]]]
// TOPDOWN: linalg.fill {{.*}}__opresult_alias_set_attr__ = {{\[}}["%0"]]
func.func @slices(%t: tensor<10xf32>, %s: tensor<3xf32>, %i: index) -> (tensor<10xf32>, f32) {
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
