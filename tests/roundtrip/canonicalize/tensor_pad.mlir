// FLAGS: -canonicalize
// tensor.pad: a more static source behind a cast, constant padding operands made static
func.func @a(%x: tensor<8xf32>, %f: f32) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %da = tensor.cast %x : tensor<8xf32> to tensor<?xf32>
  %p = tensor.pad %da low[%c2] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @b(%x: tensor<8x?xf32>, %f: f32, %h: index) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %p = tensor.pad %x low[%c2, 0] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<8x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @c(%x: tensor<8x4xf32>, %f: f32, %h: index) -> tensor<?x?xf32> {
  %da = tensor.cast %x : tensor<8x4xf32> to tensor<?x4xf32>
  %p = tensor.pad %da low[1, 0] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @d(%x: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %p = tensor.pad %x low[%c2] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @e(%x: tensor<8x?xf32>, %f: f32) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %p = tensor.pad %x nofold low[%c2, %c0] high[%c0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<8x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @g(%x: tensor<8xf32>, %f: f32) -> tensor<?xf32> {
  %da = tensor.cast %x : tensor<8xf32> to tensor<?xf32>
  %p = tensor.pad %da low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<10xf32>
  %r = tensor.cast %p : tensor<10xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
