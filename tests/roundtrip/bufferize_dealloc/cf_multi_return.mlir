// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// a tensor function with two returns in different blocks, one returning a fresh tensor
func.func @cfr(%c: i1, %t: tensor<3xf32>, %v: f32) -> tensor<3xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %f : tensor<3xf32>
^b:
  return %t : tensor<3xf32>
}
