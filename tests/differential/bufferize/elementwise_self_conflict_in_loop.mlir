// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// An elementwise linalg.generic reading and writing the same tensor may
// write in place only when no loop around it leaves out the tensor's
// definition: otherwise a later iteration would read the values an earlier
// one stored. The same op outside any loop stays in place.
func.func private @source() -> tensor<4xf32>

func.func @in_while(%c: i1, %n: index) -> index {
  %t = func.call @source() : () -> tensor<4xf32>
  %s = arith.constant 2.0 : f32
  %r = scf.while (%a = %n) : (index) -> index {
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %s : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    scf.condition(%c) %a : index
  } do {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return %r : index
}

func.func @in_for(%n: index) -> tensor<4xf32> {
  %t = func.call @source() : () -> tensor<4xf32>
  %s = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %s : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
  }
  %u = func.call @source() : () -> tensor<4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%u : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %h : tensor<4xf32>
}
