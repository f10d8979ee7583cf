// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// A linalg.generic with two outputs: one accumulates (its init is read), the other is written
// without reading; the input is one of the outputs' initial values read after the op.
func.func @two_outs(%a: tensor<8xf32>, %acc: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%acc, %e : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %n = arith.addf %x, %s : f32
    %m = arith.mulf %x, %x : f32
    linalg.yield %n, %m : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  %old = tensor.extract %acc[%c0] : tensor<8xf32>
  return %r#0, %r#1, %old : tensor<8xf32>, tensor<8xf32>, f32
}
