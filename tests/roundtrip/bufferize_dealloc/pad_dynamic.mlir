// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// tensor.pad with dynamic low/high amounts and a padding value computed from the index, on a
// dynamically shaped source.
func.func @pad(%t: tensor<?x4xf32>, %lo: index, %hi: index) -> tensor<?x6xf32> {
  %p = tensor.pad %t low[%lo, 1] high[%hi, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
