// FLAGS: -one-shot-bufferize="must-infer-memory-space copy-before-write"
// arith.select fetches the buffers of both of its tensors before it checks
// either: two function arguments without a memory space make two inference
// errors, then the select fails.
func.func @select(%a: tensor<4xf32, 1>, %b: tensor<4xf32, 1>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32, 1>, f32) {
  %r = arith.select %c, %a, %b : tensor<4xf32, 1>
  %u = tensor.insert %f into %r[%i] : tensor<4xf32, 1>
  %e = tensor.extract %a[%i] : tensor<4xf32, 1>
  return %u, %e : tensor<4xf32, 1>, f32
}
