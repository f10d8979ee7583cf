// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// The dynamic view of the argument is copied (the argument is overwritten
// in place by the generic), and the loop, which overwrites its init without
// reading it, gets a fresh buffer instead of a second copy: that buffer is
// sized by asking the copy's source for its extent, not the copy itself.
#same = affine_map<(i) -> (i)>
func.func @view_then_loop(%arg: tensor<6xf32>) -> (tensor<?xf32>, tensor<6xf32>) {
  %view = tensor.cast %arg : tensor<6xf32> to tensor<?xf32>
  %doubled = linalg.generic {indexing_maps = [#same, #same], iterator_types = ["parallel"]} ins(%arg : tensor<6xf32>) outs(%arg : tensor<6xf32>) {
  ^bb0(%x: f32, %unused: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<6xf32>
  %lo = arith.constant 0 : index
  %hi = arith.constant 4 : index
  %step = arith.constant 1 : index
  %loop = scf.for %i = %lo to %hi step %step iter_args(%acc = %view) -> (tensor<?xf32>) {
    %part = tensor.empty() : tensor<3xf32>
    %filled = tensor.insert_slice %part into %view[0] [3] [1] : tensor<3xf32> into tensor<?xf32>
    scf.yield %filled : tensor<?xf32>
  }
  return %view, %doubled : tensor<?xf32>, tensor<6xf32>
}
