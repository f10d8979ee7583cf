// FLAGS: --mlir-print-op-generic --allow-unregistered-dialect
// generic form of tensor ops with segment sizes and static arrays.
func.func @g(%t: tensor<8x?xf32>, %a: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%a, 0] [2, %a] [1, 1] : tensor<8x?xf32> to tensor<2x?xf32>
  %1 = tensor.pad %t low[%a, 0] high[0, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x?xf32> to tensor<?x?xf32>
  %2 = tensor.empty(%a) : tensor<?x4xf32>
  %3 = tensor.insert_slice %0 into %t[%a, 0] [2, %a] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
  %4 = tensor.dim %t, %a : tensor<8x?xf32>
  "foo.use"(%2, %3, %4) : (tensor<?x4xf32>, tensor<8x?xf32>, index) -> ()
  return %1 : tensor<?x?xf32>
}
