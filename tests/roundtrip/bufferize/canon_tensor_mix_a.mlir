// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// frontend output full of foldable tensor ops: casts, dims of empties, slices of inserts, reshapes
func.func @messy(%a: tensor<8x16xf32>, %n: index, %v: f32) -> (tensor<?x16xf32>, index, tensor<4x16xf32>, tensor<128xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %dyn = tensor.cast %a : tensor<8x16xf32> to tensor<?x?xf32>
  %back = tensor.cast %dyn : tensor<?x?xf32> to tensor<8x16xf32>
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %d = tensor.dim %e, %c0 : tensor<?x16xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x16xf32>
  %sum = arith.addi %d, %d1 : index
  %s = tensor.extract_slice %back[%c0, 0] [%c4, 16] [1, 1] : tensor<8x16xf32> to tensor<?x16xf32>
  %sc = tensor.cast %s : tensor<?x16xf32> to tensor<4x16xf32>
  %ins = tensor.insert_slice %sc into %back[4, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  %again = tensor.extract_slice %ins[4, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %col = tensor.collapse_shape %ins [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %exp = tensor.expand_shape %col [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
  %col2 = tensor.collapse_shape %exp [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %fe = tensor.from_elements %v, %v, %v : tensor<3xf32>
  %x = tensor.extract %fe[%c1] : tensor<3xf32>
  %fill = linalg.fill ins(%v : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %fill, %sum, %again, %col2, %x : tensor<?x16xf32>, index, tensor<4x16xf32>, tensor<128xf32>, f32
}
