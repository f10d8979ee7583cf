// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// unstructured control flow over tensors: a cf diamond producing a tensor, then a cf loop summing it
func.func @diamond(%t: tensor<5xf32>, %c: i1, %v: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^left, ^right
^left:
  %a = tensor.insert %v into %t[%c0] : tensor<5xf32>
  cf.br ^join(%a : tensor<5xf32>)
^right:
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  cf.br ^join(%f : tensor<5xf32>)
^join(%r: tensor<5xf32>):
  return %r : tensor<5xf32>
}
