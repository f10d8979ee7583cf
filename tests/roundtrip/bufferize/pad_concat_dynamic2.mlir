// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @pad_loop(%t: tensor<?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %p = tensor.pad %t low[%i] high[2] {
    ^bb0(%j: index):
      tensor.yield %f : f32
    } : tensor<?xf32> to tensor<?xf32>
    %e = tensor.extract %p[%i] : tensor<?xf32>
    %s = arith.addf %acc, %e : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @concat_static_dyn_result(%a: tensor<3xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @concat4(%a: tensor<?x2xf32>, %b: tensor<1x2xf32>, %c: tensor<?x2xf32>, %d: tensor<4x2xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(0) %a, %b, %c, %d : (tensor<?x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>, tensor<4x2xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @pad_written(%t: tensor<?xf32>, %f: f32, %l: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[%l] high[0] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %f into %p[%c0] : tensor<?xf32>
  return %p, %w : tensor<?xf32>, tensor<?xf32>
}
func.func @concat_written(%a: tensor<?xf32>, %b: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %r = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %w = linalg.fill ins(%f : f32) outs(%r : tensor<?xf32>) -> tensor<?xf32>
  return %r, %w : tensor<?xf32>, tensor<?xf32>
}
