// RUN: not bufopt %s 2>&1 | FileCheck %s

// scf.index_switch reports a foreign terminator with its own message (it has no
// implicit-terminator trait); the misplaced linalg.yield inside is not reported first.
func.func @switch(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %c: index) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = scf.index_switch %c -> f32
    default {
      linalg.yield %o : f32
    }
    linalg.yield %i : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: error: 'scf.index_switch' op expected region to end with scf.yield, but got linalg.yield
