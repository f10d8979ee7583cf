// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// tensor.generate and tensor.pad with dynamic sizes
func.func @gp(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%n] high[2] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %g[%c0] : tensor<?xf32>
  %q = tensor.insert %v into %p[%c0] : tensor<?xf32>
  return %q : tensor<?xf32>
}
