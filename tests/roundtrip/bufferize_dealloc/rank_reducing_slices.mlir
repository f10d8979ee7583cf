// FLAGS: -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
// Rank-reducing extract_slice / insert_slice of rows of a matrix inside a loop: each row is
// normalised by its first element and written back in place.
func.func @normalise_rows(%m: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %m) -> tensor<4x8xf32> {
    %row = tensor.extract_slice %a[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %d = tensor.extract %row[%c0] : tensor<8xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%row : tensor<8xf32>) {
    ^bb0(%x: f32):
      %q = arith.divf %x, %d : f32
      linalg.yield %q : f32
    } -> tensor<8xf32>
    %w = tensor.insert_slice %n into %a[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %w : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
