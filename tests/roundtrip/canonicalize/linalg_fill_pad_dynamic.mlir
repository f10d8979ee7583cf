// FLAGS: -canonicalize
// Padding a fill with its own value is a fill of a new empty tensor also when
// the padded shape is dynamic: each dynamic size is the source size plus both
// paddings, composed into one affine.apply, or folded to a constant (then cast
// back to the less static pad type). A different padding value keeps the pad;
// nofold does not stop the pattern.
func.func @fill_pad_dyn(%s: f32, %t: tensor<?x4xf32>, %h: index) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<?x4xf32>) -> tensor<?x4xf32>
  %0 = tensor.pad %f low[1, 2] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_pad_dyn2(%s: f32, %t: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = tensor.pad %f low[%l, 0] high[%h, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_pad_const_dyn(%s: f32, %t: tensor<4x4xf32>) -> tensor<?x6xf32> {
  %c1 = arith.constant 1 : index
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = tensor.pad %f low[1, 1] high[%c1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}
func.func @fill_pad_other_value(%s: f32, %z: f32, %t: tensor<?x4xf32>, %h: index) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<?x4xf32>) -> tensor<?x4xf32>
  %0 = tensor.pad %f low[1, 2] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_pad_nofold(%s: f32, %t: tensor<?x4xf32>, %h: index) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<?x4xf32>) -> tensor<?x4xf32>
  %0 = tensor.pad %f nofold low[0, 0] high[0, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @fill_pad_applied(%s: f32, %t: tensor<?xf32>, %a: index, %b: index) -> tensor<?xf32> {
  %l = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%b]
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %0 = tensor.pad %f low[%l] high[%l] {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @fill_pad_in_loop(%s: f32, %t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<?xf32> {
    %f = linalg.fill ins(%s : f32) outs(%acc : tensor<?xf32>) -> tensor<?xf32>
    %0 = tensor.pad %f low[%i] high[1] {
    ^bb0(%k: index):
      tensor.yield %s : f32
    } : tensor<?xf32> to tensor<?xf32>
    scf.yield %0 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
