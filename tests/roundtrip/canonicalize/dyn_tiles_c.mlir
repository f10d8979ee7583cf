// FLAGS: -canonicalize
// dynamic-shape tiling with min-bounded tiles: slices with dynamic sizes inserted back
#min = affine_map<(d0)[s0] -> (4, s0 - d0)>
func.func @scale_rows(%x: tensor<?x?xf32>, %s: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %out = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %out) -> (tensor<?x?xf32>) {
    %sz = affine.min #min(%i)[%n]
    %src = tensor.extract_slice %x[%i, 0] [%sz, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    %dst = tensor.extract_slice %acc[%i, 0] [%sz, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
    %res = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}
        ins(%src : tensor<?x?xf32>) outs(%dst : tensor<?x?xf32>) {
    ^bb0(%in: f32, %o: f32):
      %p = arith.mulf %in, %s : f32
      linalg.yield %p : f32
    } -> tensor<?x?xf32>
    %ins = tensor.insert_slice %res into %acc[%i, 0] [%sz, %m] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
    scf.yield %ins : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
