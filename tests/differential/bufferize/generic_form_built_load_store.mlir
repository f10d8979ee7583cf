// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --mlir-print-op-generic
// Loads and stores made by the passes carry the nontemporal = false their
// builders give them (shown in generic form); a parsed store without it has
// none.
func.func @scatter(%t: tensor<4xf32>, %m: memref<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32, tensor<2xf32>) {
  memref.store %v, %m[%i] : memref<4xf32>
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = tensor.from_elements %v, %x : tensor<2xf32>
  return %r, %x, %y : tensor<4xf32>, f32, tensor<2xf32>
}
