// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// Written locations everywhere (aliases before and after their uses, on
// arguments, block arguments, nested call sites) do not change the IR the
// passes make; printing without debug info drops them.
#src = loc("net.py":10:1)
func.func @scale(%t: tensor<8xf32> loc("net.py":1:1), %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index loc(#src)
  %c1 = arith.constant 1 : index loc(#later)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %x = tensor.extract %acc[%i] : tensor<8xf32> loc(callsite("kernel" at callsite(#src at "main.py":2:2)))
    %y = arith.mulf %x, %f : f32 loc(fused["a", #src])
    %w = tensor.insert %y into %acc[%i] : tensor<8xf32> loc("ins"("net.py":12:3 to :9))
    scf.yield %w : tensor<8xf32> loc(unknown)
  } loc(#later)
  return %r : tensor<8xf32>
} loc(#src)
#later = loc("net.py":20:4)
