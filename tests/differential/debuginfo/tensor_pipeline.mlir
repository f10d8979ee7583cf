// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline --mlir-print-debuginfo
// A tensor program through bufferization and deallocation.
#id = affine_map<(d0) -> (d0)>
func.func @scale(%x: tensor<16xf32>, %k: f32, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %k : f32
    linalg.yield %m : f32
  } -> tensor<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> (tensor<16xf32>) {
    %v = tensor.extract %acc[%i] : tensor<16xf32>
    %w = arith.addf %v, %k : f32
    %u = tensor.insert %w into %acc[%c0] : tensor<16xf32>
    scf.yield %u : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
