// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// An scf.if inside an scf.for updates the loop-carried tensor on even iterations only; both
// branches yield values equivalent to the iter_arg, so everything stays in place.
func.func @even_updates(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %m = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %m, %c0 : index
    %n = scf.if %even -> tensor<8xf32> {
      %w = tensor.insert %v into %a[%i] : tensor<8xf32>
      scf.yield %w : tensor<8xf32>
    } else {
      scf.yield %a : tensor<8xf32>
    }
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
