// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// loop-free CFG of tensors passed as block arguments
func.func @cfg(%c: i1, %t: tensor<3xf32>, %v: f32) -> tensor<3xf32> {
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^a, ^b(%t : tensor<3xf32>)
^a:
  %w = tensor.insert %v into %t[%c1] : tensor<3xf32>
  cf.br ^b(%w : tensor<3xf32>)
^b(%x: tensor<3xf32>):
  return %x : tensor<3xf32>
}
