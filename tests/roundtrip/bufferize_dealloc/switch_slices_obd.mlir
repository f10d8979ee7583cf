// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// scf.index_switch producing extract_slice / insert_slice results of a tensor
func.func @sw(%k: index, %t: tensor<16xf32>, %u: tensor<4xf32>) -> tensor<16xf32> {
  %r = scf.index_switch %k -> tensor<16xf32>
  case 0 {
    %s = tensor.insert_slice %u into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  case 1 {
    %sl = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %s = tensor.insert_slice %sl into %t[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  default {
    scf.yield %t : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
