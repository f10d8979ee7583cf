// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// scf.for over a tensor whose body sometimes yields the function argument (not the iter_arg)
func.func @reset(%n: index, %t: tensor<5xf32>, %c: i1) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<5xf32>) {
    %y = scf.if %c -> (tensor<5xf32>) {
      scf.yield %t : tensor<5xf32>
    } else {
      %w = tensor.insert %z into %a[%c0] : tensor<5xf32>
      scf.yield %w : tensor<5xf32>
    }
    scf.yield %y : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}
