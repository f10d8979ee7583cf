// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// dynamic pad of a slice inserted into a larger fixed buffer (im2col-like staging)
func.func @stage(%img: tensor<?x?xf32>, %i: index, %j: index, %h: index, %w: index, %dst: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %z = arith.constant 0.0 : f32
  %c8 = arith.constant 8 : index
  %s = tensor.extract_slice %img[%i, %j] [%h, %w] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %ph = arith.subi %c8, %h : index
  %pw = arith.subi %c8, %w : index
  %p = tensor.pad %s low[0, 0] high[%ph, %pw] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %pc = tensor.cast %p : tensor<?x?xf32> to tensor<8x8xf32>
  %r = tensor.insert_slice %pc into %dst[1, 1] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}
