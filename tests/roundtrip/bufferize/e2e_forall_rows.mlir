// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// End-to-end tensor program: scf.forall scaling each row by its index, written back with
// parallel_insert_slice into a shared output that the caller still reads afterwards.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @scale_rows(%in: tensor<3x4xf32>, %out: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %out) -> (tensor<3x4xf32>) {
    %row = tensor.extract_slice %in[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %dst = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%row : tensor<4xf32>) outs(%dst : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.mulf %x, %f : f32
      %a = arith.addf %m, %y : f32
      linalg.yield %a : f32
    } -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    }
  }
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %in = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, -2.0, -3.0, -4.0]]> : tensor<3x4xf32>
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %out = linalg.fill ins(%half : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %r = call @scale_rows(%in, %out) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %ru = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %ou = tensor.cast %out : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ou) : (tensor<*xf32>) -> ()
  return
}
